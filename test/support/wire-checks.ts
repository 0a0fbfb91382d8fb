import type { Room } from "@colyseus/sdk";
import type { AnyGameRules } from "@tablee/shared";
import { pathsOf, wireOf } from "./server-wire.ts";
import { engineBehind, plain, viewsOf } from "./table-play.ts";

/*
 * Checks run after every frame a client decodes, the same for every game: they record what
 * went wrong, for a test to expect none. The rooms must record their wire (recordWire).
 */

/** What the legal-action check of every frame found: how often it could compare, and what differed. */
export interface LegalCheck {
  compared: number;
  mismatches: string[];
}

/**
 * Whenever the server has not moved on since (seats may play concurrently), the legal
 * actions a seat lists from what it was sent (as a page does) are the engine's for the
 * server's state: none while it may not act.
 */
export function watchLegal(room: Room, seat: number, rules: AnyGameRules, check: LegalCheck): void {
  wireOf(room).afterFrame.push((r) => {
    const part = (r.state as any)?.privates?.get(String(seat));
    const game = part && (r.state as any).board && engineBehind(r);
    if (!game) return;
    check.compared++;
    const listed = JSON.stringify(viewsOf(r, seat).legal);
    const engine = JSON.stringify(plain(rules.view(game, seat).legal));
    if (listed !== engine) check.mismatches.push(`seat ${seat}, move ${(r.state as any).moves}: ${listed} listed from the view, the engine's ${engine}`);
  });
}

/**
 * Where each change a frame brought landed (objects may leave the tree later, a trick ends:
 * their place is kept from when they were in it). At a seat, a change under `privates` must
 * be that seat's own part; a spectator (null) gets none.
 */
export function watchPlaces(room: Room, seat: number | null, wrong: string[]): void {
  const known = new Map<object, string>();
  let done = 0;
  wireOf(room).afterFrame.push((r) => {
    const changes = wireOf(r).changes;
    const refs = (r as any).serializer.decoder.root.refs;
    for (; done < changes.length; done++) {
      const change = changes[done];
      const target = refs.get(change.refId) ?? change.ref;
      if (!known.has(target)) for (const [node, path] of pathsOf(r.state)) if (!known.has(node)) known.set(node, path);
      const path = known.get(target);
      const where = `${path}.${String(change.field ?? change.key)}`;
      if (path === undefined) wrong.push(`a change of ${String(change.field)} landed outside the state`);
      else if (seat === null) {
        if (path.startsWith("privates") || change.field === "privates") wrong.push(`the spectator received ${where}`);
      } else if (path === "privates" ? String(change.key) !== String(seat) : path.startsWith("privates.") && path.split(".")[1] !== String(seat)) {
        wrong.push(`seat ${seat} received ${where}`);
      }
    }
  });
}
