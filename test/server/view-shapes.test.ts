import { describe, expect, test } from "@jest/globals";
import { readFileSync } from "node:fs";
import { addedGames, gameList, partsOf, viewDocsMarkers, withViewDocs, type AnyPart } from "@tablee/shared";
import { schemaOf } from "../../server/src/table/view-schemas.ts";
import { mirror } from "../../server/src/table/mirror.ts";
import { expectClassOfPart } from "../support/schema-classes.ts";

/*
 * Each game's views are declared once, as shapes (shared/src/games/<id>/view-shape.ts): their
 * TypeScript types derive from them, the server builds the schema classes that carry them from
 * them, and docs/protocol.md's game parts are written from them. These tests fail as soon as
 * the three disagree.
 */

const protocolFile = new URL("../../docs/protocol.md", import.meta.url);
const games = gameList.map((game) => ({ id: game.facts.id, views: game.views }));
/** The games docs/protocol.md documents: the shipped ones, not those the tests add. */
const shipped = gameList.filter((game) => !addedGames.includes(game)).map((game) => ({ id: game.facts.id, views: game.views }));

describe("docs/protocol.md", () => {
  test("its game parts are what the views' shapes write (run `npm run protocol` after changing a shape)", () => {
    const doc = readFileSync(protocolFile, "utf8");
    expect(withViewDocs(doc, shipped)).toBe(doc);
  });

  test("each game's part is between its markers, and a part edited by hand is written back from the shape", () => {
    const doc = readFileSync(protocolFile, "utf8");
    for (const { id } of shipped) {
      const { begin, end } = viewDocsMarkers(id);
      expect(doc.indexOf(begin)).toBeGreaterThan(0);
      expect(doc.indexOf(end)).toBeGreaterThan(doc.indexOf(begin));
    }
    const edited = doc.replace("  turnsPlayed: number;", "  turnsPlayed: string;");
    expect(edited).not.toBe(doc);
    expect(withViewDocs(edited, shipped)).toBe(doc);
    const { id } = shipped.at(-1)!;
    expect(() => withViewDocs(doc.replace(viewDocsMarkers(id).end, ""), shipped)).toThrow(`no markers for the views of ${id}`);
  });

  test("a game the registry lists and the file does not gets a section of its own at the end, its part between its markers", () => {
    const doc = readFileSync(protocolFile, "utf8");
    const { id, views } = shipped[0];
    const { begin, end } = viewDocsMarkers(id);
    const without = doc.slice(0, doc.indexOf(begin)) + doc.slice(doc.indexOf(end) + end.length);
    const written = withViewDocs(without, shipped);
    const section = written.slice(without.trimEnd().length);
    expect(section.startsWith(`\n\n## ${views.title} (\`${id}\`)\n\n${begin}\n\n`)).toBe(true);
    expect(section.slice(section.indexOf(begin))).toBe(doc.slice(doc.indexOf(begin), doc.indexOf(end) + end.length) + "\n");
    // Written again, it stays where it now is.
    expect(withViewDocs(written, shipped)).toBe(written);
    // The tests' own game too, which no committed file documents.
    for (const game of addedGames) expect(withViewDocs(doc, games)).toContain(viewDocsMarkers(game.facts.id).begin);
  });
});

describe.each(games)("$id: the schema classes", ({ views }) => {
  const parts: AnyPart[] = [...partsOf(views.board), ...partsOf(views.private)];

  test("each part of the views is one class of its name, declaring the shape's fields in order, with its widths and optional fields", () => {
    for (const part of parts) {
      const klass = schemaOf(part);
      expectClassOfPart(klass, part);
      expect(schemaOf(part)).toBe(klass);
    }
  });

  test("a view field the shape does not declare is refused by the mirror, never dropped on the way", () => {
    const Board = schemaOf(views.board);
    expect(() => mirror(new Board(), { active: [], events: [], extra: 1 })).toThrow(`${views.board.name} has no field for the view's "extra"`);
    const Private = schemaOf(views.private);
    expect(() => mirror(new Private(), { seat: 0, secret: "x" })).toThrow(`${views.private.name} has no field for the view's "secret"`);
  });
});
