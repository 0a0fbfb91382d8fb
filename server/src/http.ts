import { existsSync } from "node:fs";
import express from "express";

/**
 * The HTTP side next to the WebSocket: a health probe for the container's healthcheck,
 * and the built web client when there is one. The client routes with the URL hash
 * (`#/table/<id>`), so static files are all it needs.
 */
export function mountHttp(app: express.Application, clientDir: string | undefined): void {
  app.get("/healthz", (_req, res) => {
    res.status(200).json({ ok: true, uptime: Math.round(process.uptime()) });
  });
  if (clientDir !== undefined && existsSync(clientDir)) {
    app.use(express.static(clientDir, { index: "index.html", maxAge: "1h" }));
  }
}
