import { describe, expect, test } from "@jest/globals";
import { readFileSync } from "node:fs";
import type { Schema } from "@colyseus/schema";
import {
  ChatLineShape,
  gameList,
  gameTableShape,
  initialValue,
  MemberShape,
  readPart,
  SeatShape,
  TableStateShape,
  wireFields,
  type AnyPart,
  type FieldSpec,
} from "@tablee/shared";
import { tableDocsMarkers, withTableDocs } from "@tablee/shared/protocol";
import { tableOf } from "../../server/src/games/index.ts";
import { ChatLine, Member, Seat, TableState } from "../../server/src/table/state.ts";
import { schemaOf } from "../../server/src/table/view-schemas.ts";
import { snapshot } from "../../client/src/table/snapshot.ts";
import { expectClassOfPart, fieldFlags } from "../support/schema-classes.ts";

/** Every game's table, as the server builds it. */
const gameTableList = gameList.map((game) => tableOf(game.facts.id));

/*
 * The table's own protocol is declared once (shared/src/protocol/): the state's shape, from
 * which the server builds its schema classes and the client takes its types and defaults, and
 * the messages. docs/protocol.md's table part is written from them. These tests fail as soon
 * as the server's classes, the client's reading or the docs differ from the declarations.
 */

const protocolFile = new URL("../../docs/protocol.md", import.meta.url);
const tableParts: [AnyPart, new () => Schema][] = [
  [TableStateShape, TableState],
  [SeatShape, Seat],
  [MemberShape, Member],
  [ChatLineShape, ChatLine],
];

function expectClassIsShape(klass: new () => Schema, part: AnyPart): void {
  expectClassOfPart(klass, part);
  // Each value starts as declared.
  const made = new klass() as unknown as Record<string, unknown>;
  for (const [name, field] of wireFields(part)) if ((field.spec as FieldSpec).kind === "value" && !field.optional) expect([name, made[name]]).toEqual([name, initialValue(field)]);
}

describe("the table's schema classes are its declaration's", () => {
  test.each(tableParts.map(([part, klass]) => ({ name: part.name, part, klass })))("$name", ({ part, klass }) => {
    expectClassIsShape(klass, part);
  });

  test.each(gameTableList.map((table) => ({ id: table.rules.id, table })))("$id: its table is TableState extended by the game's two parts, `privates` for their owners only", ({ table }) => {
    const game = gameList.find((g) => g.facts.id === table.rules.id)!;
    const shape = gameTableShape(game.views.board, game.views.private);
    expect(table.State).toBe(schemaOf(shape));
    expectClassIsShape(table.State, shape);
    expect(table.State.name).toBe(`${game.views.board.name}Table`);
    expect(Object.getPrototypeOf(table.State)).toBe(TableState);
    expect(fieldFlags(table.State, "privates")).toEqual({ optional: false, view: true });
    expect(fieldFlags(table.State, "board")).toEqual({ optional: true, view: false });
  });

  test("a fresh state's plain data is what a client reads from nothing: the client's defaults are the server's", () => {
    for (const table of gameTableList) {
      const { board, privates, ...fresh } = new table.State().toJSON() as Record<string, unknown>;
      expect([board, privates]).toEqual([undefined, {}]);
      expect(readPart(TableStateShape, {})).toEqual(fresh);
      const { log, active, board: noBoard, privates: none, ...read } = snapshot({});
      expect(read).toEqual(fresh);
      expect([log, active, noBoard, none]).toEqual([[], [], null, {}]);
    }
    const member = new Member().toJSON();
    expect(member).toEqual({ name: "", seat: -1, spectator: false, connected: true });
    expect(snapshot({ members: { s: {} } }).members.s).toEqual(member);
    expect(snapshot({ chat: [{ text: "hi" }] }).chat[0]).toEqual({ ...new ChatLine().toJSON(), text: "hi" });
  });

  test("a client reads a value outside its declared ones as the default, and leaves out what the declaration lacks", () => {
    const read = snapshot({ phase: "paused", pace: "slow", takeover: "genius", awayAfter: "3", seats: [{ bot: "clever", name: "Ann", extra: 1 }], novelty: true });
    expect([read.phase, read.pace, read.takeover, read.awayAfter]).toEqual(["waiting", "live", "easy", 3]);
    expect(read.seats[0]).toEqual({ ...new Seat().toJSON(), name: "Ann" });
    expect("novelty" in read).toBe(false);
  });
});

describe("docs/protocol.md's table part", () => {
  test("is what the declarations write (run `npm run protocol` after changing one)", () => {
    const doc = readFileSync(protocolFile, "utf8");
    expect(withTableDocs(doc)).toBe(doc);
  });

  test("lists every field of the state and every message, and a part edited by hand is written back", () => {
    const doc = readFileSync(protocolFile, "utf8");
    for (const { begin, end } of Object.values(tableDocsMarkers)) expect(doc.indexOf(end)).toBeGreaterThan(doc.indexOf(begin));
    const state = doc.slice(doc.indexOf(tableDocsMarkers.state.begin), doc.indexOf(tableDocsMarkers.state.end));
    for (const [part] of tableParts) for (const [name] of wireFields(part)) expect(state).toMatch(new RegExp(`^  ${name}\\??: `, "m"));
    const messages = doc.slice(doc.indexOf(tableDocsMarkers.clientMessages.begin), doc.indexOf(tableDocsMarkers.clientMessages.end));
    expect([...messages.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1])).toEqual([
      "action",
      "sit",
      "stand",
      "start",
      "set-seats",
      "chat",
      "rematch",
      "add-bot",
      "remove-bot",
      "open-seat",
      "back",
      "set-pace",
      "visible",
    ]);
    const edited = doc.replace("  awayAfter: number;", "  awayAfter: string;").replace("| `chat` | `{ text: string }`", "| `chat` | `{ line: string }`");
    expect(edited).not.toBe(doc);
    expect(withTableDocs(edited)).toBe(doc);
    expect(() => withTableDocs(doc.replace(tableDocsMarkers.serverMessages.end, ""))).toThrow("no markers for the server messages");
  });
});
