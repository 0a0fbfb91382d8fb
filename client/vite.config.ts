import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const server = process.env.TABLEE_SERVER ?? "http://127.0.0.1:2567";

export default defineConfig({
  resolve: {
    // Bundle the rules package from its TypeScript sources (types and drawing helpers only).
    alias: { "@tablee/shared": fileURLToPath(new URL("../shared/src/index.ts", import.meta.url)) },
  },
  server: {
    host: "127.0.0.1",
    port: 5173,
    // `npm run dev`: the client talks to `/colyseus` on its own origin (see src/net/client.ts),
    // which this forwards, HTTP and WebSocket alike, to the local game server.
    proxy: {
      "/colyseus": {
        target: server,
        ws: true,
        changeOrigin: true,
        rewrite: (path) => path.replace(/^\/colyseus/, ""),
      },
    },
  },
  build: {
    outDir: "dist",
    target: "es2022",
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
});
