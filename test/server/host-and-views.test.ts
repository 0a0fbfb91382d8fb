// The host role and the members' StateViews, without a server: who holds the role after a
// leave, a restart or a seat moved elsewhere; which member sees which seat's private part.
import { describe, expect, it } from "@jest/globals";
import { Encoder } from "@colyseus/schema";
import { aGame, isRuleError } from "@tablee/shared";
import { tableOf } from "../../server/src/games/index.ts";
import { Host } from "../../server/src/table/host.ts";
import { SeatViews } from "../../server/src/table/seat-views.ts";
import { Member, Seat } from "../../server/src/table/state.ts";

/** The table of a game whose tables open with four seats. */
const aTable = tableOf(aGame({ opens: 4 }).facts.id);

function table(members: Record<string, { name: string; seat?: number; spectator?: boolean; connected?: boolean }>) {
  const state = new aTable.State();
  for (let s = 0; s < 4; s++) state.seats.push(new Seat());
  for (const [id, m] of Object.entries(members)) state.members.set(id, new Member({ seat: -1, connected: true, ...m }));
  // Attached to an encoder as a room's state is: views see only what belongs to a root.
  new Encoder(state);
  return { state, host: new Host(state) };
}

/** Whom the notices a change returns name as the new host. */
const named = (notices: { code: string; name?: string }[]): string[] => notices.filter((n) => n.code === "host-changed").map((n) => n.name ?? "");

describe("Host", () => {
  it("passes to a member in a seat, connected before away, never to a spectator or anyone standing; the change tells who", () => {
    const { state, host } = table({
      a: { name: "Ann", seat: 0 },
      w: { name: "Wes", spectator: true },
      s: { name: "Sam" },
      b: { name: "Bob", seat: 1, connected: false },
      c: { name: "Cy", seat: 2 },
    });
    state.host = "a";
    state.members.delete("a");
    expect(named(host.left("a"))).toEqual(["Cy"]);
    expect(state.host).toBe("c");
    // A member who is not the host leaves: nothing changes, nobody is told.
    expect(host.left("w")).toEqual([]);
    expect(state.host).toBe("c");
    // Cy gets up: Bob, away but seated, before Sam standing or Wes watching.
    state.members.get("c")!.seat = -1;
    expect(named(host.left("c"))).toEqual(["Bob"]);
    expect(state.host).toBe("b");
    // Bob leaves: nobody left in a seat, so nobody holds the role, and nobody is told.
    state.members.delete("b");
    expect(host.left("b")).toEqual([]);
    expect(state.host).toBe("");
    // A spectator or a member standing never takes the vacant role; the next person to sit does.
    expect(host.claims("Wes", false)).toBe(false);
    expect(host.claims("Sam", false)).toBe(false);
    expect(host.claims("Sam", true)).toBe(true);
  });

  it("a host who gets up passes the role on even while still at the table", () => {
    const { state, host } = table({ a: { name: "Ann", seat: 0 }, w: { name: "Wes", spectator: true } });
    state.host = "a";
    state.members.get("a")!.seat = -1;
    expect(host.left("a")).toEqual([]);
    expect(state.host).toBe("");
  });

  it("after a restart, waits for the stored host, who takes the role back on joining; nobody else does", () => {
    const { state, host } = table({});
    host.await("Ann");
    expect(host.name).toBe("Ann");
    expect(host.claims("Bob", true)).toBe(false);
    // Back as a spectator, the awaited host still waits for a seat.
    expect(host.claims("Ann", false)).toBe(false);
    expect(host.claims("Ann", true)).toBe(true);
    state.members.set("a", new Member({ name: "Ann" }));
    state.host = "a";
    expect(host.name).toBe("Ann");
  });

  it("an awaited host who does not come back passes the role to whoever is here, or leaves it free", () => {
    const { state, host } = table({ b: { name: "Bob", seat: 1 } });
    host.await("Ann");
    expect(host.notBack("Cy")).toEqual([]);
    expect(state.host).toBe("");
    expect(named(host.notBack("Ann"))).toEqual(["Bob"]);
    expect(state.host).toBe("b");
    const empty = table({});
    empty.host.await("Ann");
    expect(empty.host.notBack("Ann")).toEqual([]);
    expect(empty.state.host).toBe("");
    expect(empty.host.claims("Zed", true)).toBe(true);
  });

  it("a host whose seat went on elsewhere keeps the role for their next join", () => {
    const { state, host } = table({ a: { name: "Ann", seat: 0 }, b: { name: "Bob", seat: 1 } });
    state.host = "a";
    host.movedAway("b", "Bob");
    expect(state.host).toBe("a");
    host.movedAway("a", "Ann");
    expect(state.host).toBe("");
    expect(host.claims("Bob", true)).toBe(false);
    expect(host.claims("Ann", true)).toBe(true);
  });

  it("refuses whoever is not the host", () => {
    const { state, host } = table({ a: { name: "Ann" } });
    state.host = "a";
    expect(() => host.require("a")).not.toThrow();
    let refused: unknown;
    try {
      host.require("b");
    } catch (error) {
      refused = error;
    }
    expect(isRuleError(refused) && refused.code).toBe("not-host");
  });
});

describe("SeatViews", () => {
  function seated() {
    const { state } = table({ a: { name: "Ann", seat: 0 }, b: { name: "Bob", seat: 1 }, w: { name: "Wes", spectator: true } });
    const views = new SeatViews(state, aTable.Private);
    for (let s = 0; s < 4; s++) state.privates.set(String(s), views.part(s));
    state.seats[0].occupant = "a";
    state.seats[1].occupant = "b";
    const open = { a: views.open("a"), b: views.open("b"), w: views.open("w") };
    for (const id of ["a", "b", "w"]) views.show(id);
    return { state, views, open };
  }

  it("shows each seat's private part to its occupant only, never to a spectator", () => {
    const { state, open } = seated();
    const part = (s: number) => state.privates.get(String(s))!;
    expect([open.a.has(part(0)), open.a.has(part(1)), open.b.has(part(1)), open.b.has(part(0))]).toEqual([true, false, true, false]);
    expect([0, 1, 2, 3].some((s) => open.w.has(part(s)))).toBe(false);
  });

  it("hides a seat's part from a member who left it, and a renewed part reaches only the new occupant", () => {
    const { state, views, open } = seated();
    const old = state.privates.get("1")!;
    views.hide("b", 1);
    expect(open.b.has(old)).toBe(false);
    state.members.get("b")!.seat = -1;
    state.seats[1].occupant = "w";
    state.members.get("w")!.seat = 1;
    views.renew(1, undefined);
    const part = state.privates.get("1")!;
    expect(part).not.toBe(old);
    expect(part.seat).toBe(1);
    expect(open.w.has(part)).toBe(true);
    expect(open.b.has(part)).toBe(false);
    expect(open.a.has(part)).toBe(false);
  });
});
