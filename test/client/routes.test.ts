import { describe, expect, test } from "@jest/globals";
import { circlePath, parseRoute, replayPath, seatKeyLink, tablePath } from "../../client/src/routes.ts";

const at = (address: string) => parseRoute(new URL(address, "https://tablee.example"));
const KEY = "Qm9vcnN0aW4tc2VhdC1rZXktMzIgYnl0ZXMgcmFuZG9tISE";

describe("the page's addresses", () => {
  test("the lobby, an invite link, a watch link, the path forms", () => {
    expect(at("/")).toEqual({ kind: "lobby" });
    expect(at("/#/table/abc_123")).toEqual({ kind: "table", tableId: "abc_123", watch: false });
    expect(at("/#/watch/abc_123")).toEqual({ kind: "table", tableId: "abc_123", watch: true });
    expect(at("/#/table/abc?watch")).toEqual({ kind: "table", tableId: "abc", watch: false });
    expect(at("/t/abc")).toEqual({ kind: "table", tableId: "abc", watch: false });
    expect(at("/t/abc?watch")).toEqual({ kind: "table", tableId: "abc", watch: true });
    expect(at("/#/table/bad*id")).toEqual({ kind: "lobby" });
    expect(at("/#/nowhere/abc")).toEqual({ kind: "lobby" });
  });

  test("a continue-on-another-device link carries the seat's key; anything else there is ignored", () => {
    expect(at(`/#/table/abc/key/${KEY}`)).toEqual({ kind: "table", tableId: "abc", watch: false, seatKey: KEY });
    expect(at("/#/table/abc/key/short")).toEqual({ kind: "table", tableId: "abc", watch: false });
    expect(at(`/#/table/abc/key/${KEY}%3Cscript`)).toEqual({ kind: "table", tableId: "abc", watch: false });
    // A watch link never takes a seat.
    expect(at(`/#/watch/abc/key/${KEY}`)).toEqual({ kind: "table", tableId: "abc", watch: true });
    expect(seatKeyLink("https://tablee.example", "abc", KEY)).toBe(`https://tablee.example/#/table/abc/key/${KEY}`);
    expect(at(seatKeyLink("https://tablee.example", "abc", KEY))).toEqual({ kind: "table", tableId: "abc", watch: false, seatKey: KEY });
  });

  test("the player's page and a device link: its one-time token, or nothing", () => {
    const link = "AbCdEfGhIjKlMnOpQrStUv";
    expect(at("/#/player")).toEqual({ kind: "player" });
    expect(at("/#/player/")).toEqual({ kind: "player" });
    expect(at(`/#/device/${link}`)).toEqual({ kind: "device", link });
    for (const bad of ["/#/device/", "/#/device/short", `/#/device/${link}x`, `/#/device/${link.slice(1)}%3C`]) expect(at(bad)).toEqual({ kind: "lobby" });
    expect(at("/#/player/someone")).toEqual({ kind: "lobby" });
  });

  test("a circle's page and its invite link: the circle's id, the invite's token, or nothing", () => {
    const invite = "AbCdEfGhIjKlMnOpQrStUv";
    expect(at("/#/circle/Ab3_-xYz12345678")).toEqual({ kind: "circle", circleId: "Ab3_-xYz12345678" });
    expect(at("/#/circle/Ab3_-xYz12345678/")).toEqual({ kind: "circle", circleId: "Ab3_-xYz12345678" });
    expect(at(`/#/circle-invite/${invite}`)).toEqual({ kind: "circle-invite", invite });
    for (const bad of ["/#/circle/", "/#/circle/bad*id", "/#/circle/abc/more", "/#/circle-invite/", "/#/circle-invite/short", `/#/circle-invite/${invite}x`]) expect(at(bad)).toEqual({ kind: "lobby" });
    expect(at(circlePath("Ab3_-xYz12345678"))).toEqual({ kind: "circle", circleId: "Ab3_-xYz12345678" });
  });

  test("a replay: the latest game, or game n in the path or the query", () => {
    expect(at("/#/replay/abc")).toEqual({ kind: "replay", tableId: "abc" });
    expect(at("/#/replay/abc/3")).toEqual({ kind: "replay", tableId: "abc", game: 3 });
    expect(at("/#/replay/abc?game=2")).toEqual({ kind: "replay", tableId: "abc", game: 2 });
    expect(at("/?game=4#/replay/abc")).toEqual({ kind: "replay", tableId: "abc", game: 4 });
    for (const bad of ["0", "-1", "x", "1.5", "01"]) expect(at(`/#/replay/abc/${bad}`)).toEqual({ kind: "replay", tableId: "abc" });
    expect(at("/#/replay/")).toEqual({ kind: "lobby" });
  });

  test("paths made here read back as the same route", () => {
    expect(at(tablePath("abc"))).toEqual({ kind: "table", tableId: "abc", watch: false });
    expect(at(tablePath("abc", true))).toEqual({ kind: "table", tableId: "abc", watch: true });
    expect(at(replayPath("abc"))).toEqual({ kind: "replay", tableId: "abc" });
    expect(at(replayPath("abc", 7))).toEqual({ kind: "replay", tableId: "abc", game: 7 });
  });
});
