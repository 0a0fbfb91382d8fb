import { existsSync } from "node:fs";
import { matchMaker, type Room } from "@colyseus/core";
import { basename } from "node:path";
import compression from "compression";
import express from "express";
import { isGameId, type GameId, type SeatListing, type TableListing, type TableSummary } from "@tablee/shared";
import { tableOf } from "./games/index.js";
import { mountCircles } from "./circles/routes.js";
import { log } from "./log.js";
import { mountPlayers } from "./players/routes.js";
import { mountPersonPush } from "./push/person-routes.js";
import { mountPush } from "./push/routes.js";
import { settings } from "./settings.js";
import { replayOf } from "./table/replays.js";

const TABLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A running table's summary, from its listing on whichever process hosts it. */
async function liveSummary(id: string): Promise<TableSummary | null> {
  const [room] = await matchMaker.query({ roomId: id });
  const listing = room?.metadata as TableListing | undefined;
  if (listing === undefined || !Array.isArray(listing.seating)) return null;
  const { game, host, phase, free, spectators, pace, clock } = listing;
  const seats = (await matchMaker.remoteRoomCall(id, "seatsNow" as keyof Room)) as SeatListing[];
  return { id, game, host, phase, seats, free, spectators, pace, clock, asleep: false };
}

/** A sleeping table's summary, from its row: the same public facts its listing had. */
async function sleepingSummary(id: string): Promise<TableSummary | null> {
  const row = await settings.store?.tableRow(id);
  if (!row || !row.asleep || row.closedAt !== null) return null;
  const seats = row.seats.map((h, seat) => ({ name: h.name, bot: h.bot !== undefined, turn: row.turn.includes(seat), deadline: h.bot === undefined ? (h.deadline ?? 0) : 0 }));
  const free = seats.filter((s) => s.name === "" && !s.bot).length;
  return { id, game: row.game, host: row.host, phase: row.phase, seats, free, spectators: 0, pace: row.pace, clock: row.clock, asleep: true };
}

/**
 * The HTTP side next to the WebSocket: a health probe for the container's healthcheck, the
 * replays of stored tables, and the built web client when there is one. The client routes with the URL hash
 * (`#/table/<id>`), so static files are all it needs.
 */
export function mountHttp(app: express.Application, clientDir: string | undefined): void {
  // Ready once every stored table this process owns is back: a container (or a test) that
  // waits for it finds every table joinable. Not ready while the store takes no changes.
  app.get("/healthz", (_req, res) => {
    const store = settings.store?.health.failing == null ? "ok" : "failing";
    const ok = !settings.restoring && store === "ok";
    res.status(ok ? 200 : 503).json({ ok, restoring: settings.restoring, store, uptime: Math.round(process.uptime()) });
  });
  // An invite link's page says whose table it is and who sits there before anyone joins
  // (docs/protocol.md, "The table behind a link"): the room's listing, from whichever process hosts it.
  app.get("/api/tables/:id", async (req, res) => {
    const id = req.params.id;
    const notFound = () => res.status(404).json({ code: "not-found", message: "no such table is open" });
    if (!TABLE_ID.test(id)) return notFound();
    try {
      const summary = await liveSummary(id) ?? (await sleepingSummary(id));
      if (summary === null) return notFound();
      res.set("Cache-Control", "no-store").json(summary);
    } catch (error) {
      log.error({ err: error, table: id }, "table summary failed");
      res.status(500).json({ code: "internal", message: "the table could not be read" });
    }
  });
  mountPush(app);
  mountPlayers(app);
  mountPersonPush(app);
  mountCircles(app);
  // Whoever has a table's id (its link) may replay it (docs/protocol.md, "Replays").
  app.get("/api/tables/:id/replay", async (req, res) => {
    const notFound = () => res.status(404).json({ code: "not-found", message: "no such table or game" });
    const id = req.params.id;
    const gameNo = req.query.game === undefined ? undefined : Number(req.query.game);
    if (!TABLE_ID.test(id) || (gameNo !== undefined && !(Number.isInteger(gameNo) && gameNo >= 1))) return notFound();
    try {
      const table = await settings.store?.loadTable(id);
      const rules = table && isGameId(table.game) ? tableOf(table.game).rules : undefined;
      const replay = table && rules ? replayOf(rules, table, gameNo) : null;
      if (replay === null) return notFound();
      res.set("Cache-Control", replay.over ? "private, max-age=3600" : "no-store").json(replay);
    } catch (error) {
      log.error({ err: error, table: id }, "replay failed");
      res.status(500).json({ code: "internal", message: "the replay could not be built" });
    }
  });
  if (clientDir !== undefined && existsSync(clientDir)) {
    app.use(
      // Scripts and styles gzipped: a phone on a slow network waits for a third of the bytes.
      compression(),
      express.static(clientDir, {
        index: "index.html",
        maxAge: "1h",
        setHeaders(res, path) {
          // The service worker, the script it imports and the manifest keep their names from
          // one version to the next: browsers must ask for them again (a stale sw.js would keep
          // a stale app) and read the manifest as one.
          const name = basename(path);
          if (name === "sw.js" || name === "push-sw.js" || name === "manifest.webmanifest") res.setHeader("Cache-Control", "no-cache");
          if (name === "manifest.webmanifest") res.setHeader("Content-Type", "application/manifest+json; charset=utf-8");
        },
      }),
    );
  }
}
