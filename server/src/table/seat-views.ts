import type { Client } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import type { PrivateView } from "@tablee/shared";
import { mirrorViews, type GameTableState, type SeatPrivatePart } from "./game.js";
import { CHANGED, GREW, mirror, showTree } from "./mirror.js";
import { Seat } from "./state.js";
import type { GameViews } from "./views.js";

/**
 * Each member's StateView, and through them each seat's private part to its occupant and only
 * to them, whatever happened (a seat taken, left, renumbered, a rematch). Kept by session
 * rather than by connection: a seat's private part must follow its occupant while away too
 * (a rematch replaces it then).
 */
export class SeatViews {
  private readonly views = new Map<string, StateView>();
  /** The seats whose private part was written since the last patch (`patch`). */
  private readonly written = new Set<number>();

  constructor(
    private readonly state: GameTableState,
    private readonly Private: new () => SeatPrivatePart,
  ) {}

  /** A new member's view, for their client. */
  open(sessionId: string): StateView {
    const view = new StateView();
    this.views.set(sessionId, view);
    return view;
  }

  forget(sessionId: string): void {
    this.views.get(sessionId)?.dispose();
    this.views.delete(sessionId);
  }

  /** A new, empty private part for a seat. */
  part(seat: number): SeatPrivatePart {
    const part = new this.Private();
    part.seat = seat;
    return part;
  }

  /** The synced seats and their private parts, `count` of them: new ones empty, the last ones gone. */
  resize(count: number): void {
    const { state } = this;
    for (let seat = state.seats.length; seat < count; seat++) {
      state.seats.push(new Seat());
      state.privates.set(String(seat), this.part(seat));
    }
    for (let seat = state.seats.length - 1; seat >= count; seat--) {
      state.seats.pop();
      state.privates.delete(String(seat));
    }
    state.seatCount = count;
  }

  /** A seat's private part reaches its occupant, and only the current one. */
  show(sessionId: string): void {
    const view = this.views.get(sessionId);
    const member = this.state.members.get(sessionId);
    if (view === undefined || member === undefined || member.seat < 0) return;
    // The part and whatever the mirror has added to it since it was first shown.
    showTree(view, this.state.privates.get(String(member.seat))!);
  }

  /** The member no longer sees the seat's private part (they left it, or it moves). */
  hide(sessionId: string, seat: number): void {
    this.views.get(sessionId)?.remove(this.state.privates.get(String(seat))!);
  }

  /** The engine's views onto the schema, what a private part gained shown to its seat's occupant. */
  mirror(views: GameViews): void {
    mirrorViews(this.state, views).forEach((done, seat) => {
      if (done & CHANGED) this.written.add(seat);
      if (!(done & GREW)) return;
      const occupant = this.state.seats[seat].occupant;
      if (occupant !== "") this.show(occupant);
    });
  }

  /**
   * Sends the patch (`send`: the room's broadcastPatch). A member whose view adds nothing to it
   * (nothing of its seat's private part written since the last patch, no part shown to it or
   * hidden since) is viewless meanwhile, and Colyseus sends it the one encoding every such
   * member shares instead of encoding its view anew: that is most members at most moves, now
   * that a plain move leaves private parts as they were (DESIGN.md, "Colyseus internals").
   */
  patch(clients: Iterable<Client>, send: () => void): void {
    const viewless: [Client, StateView][] = [];
    for (const client of clients) {
      const view = client.view;
      if (view === undefined || view.changes.size > 0) continue;
      const seat = this.state.members.get(client.sessionId)?.seat ?? -1;
      if (seat >= 0 && this.written.has(seat)) continue;
      viewless.push([client, view]);
      client.view = undefined;
    }
    try {
      send();
    } finally {
      for (const [client, view] of viewless) client.view = view;
      this.written.clear();
    }
  }

  /**
   * A new private part for a seat (a rematch, or a seat taken in the middle of a game), shown
   * to its occupant empty and then filled with the game's private view (`view`), as every part
   * is filled during a game. Shown to a new view with its arrays already full, a part's later
   * changes to those arrays reached that client wrongly (Colyseus's snapshot of a collection
   * of values for a view added late: an item too many). Shown to the occupant even while away:
   * it is the view they come back to.
   */
  renew(seat: number, view: PrivateView | undefined): void {
    const key = String(seat);
    const old = this.state.privates.get(key)!;
    for (const v of this.views.values()) if (v.has(old)) v.remove(old);
    const part = this.part(seat);
    this.state.privates.set(key, part);
    this.written.add(seat);
    this.show(this.state.seats[seat].occupant);
    if (view !== undefined) mirror(part, view);
  }
}
