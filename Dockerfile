# syntax=docker/dockerfile:1
# Tablée: the game server and the built web client, one process, one port.

# ---- build: every workspace's dependencies, then shared + server (tsc) and client (vite)
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
COPY test/package.json test/
RUN npm ci --no-audit --no-fund
COPY shared shared
COPY server server
COPY client client
RUN npm run build

# ---- runtime: production dependencies of the server and the rules, plus what was built
FROM node:24-slim AS runtime
ENV NODE_ENV=production PORT=2567
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
COPY test/package.json test/
RUN npm ci --omit=dev --no-audit --no-fund -w @tablee/server -w @tablee/shared \
  && npm cache clean --force
COPY --from=build /app/shared/dist shared/dist
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
# The embedded table store lives in /data (a volume in docker-compose.yml), owned by the
# user the server runs as; with DATABASE_URL it stays empty.
ENV DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 2567
# /healthz answers 200 once every stored table is back (503 while they are restored).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||2567)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1's child of nothing: it receives SIGTERM itself, tells the tables it restarts
# and exits once they are stored. Its flags keep a table's memory low (server/src/node-flags.ts).
CMD ["node", "--max-semi-space-size=32", "--no-concurrent-recompilation", "--no-concurrent-sparkplug", "server/dist/main.js"]
