/*
 * docs/protocol.md's table part, written from the declarations (`npm run protocol`), as the
 * games' parts are (engine/view-docs.ts): the table state from table-state.ts, the messages'
 * tables from messages.ts, each between two markers. Everything outside them is written by hand.
 */
import type { z } from "zod";
import { between, paragraphs, partsBlock } from "../engine/view-docs.js";
import { part } from "../engine/view-shape.js";
import { clientMessages, serverMessages, type MessageSpec } from "./messages.js";
import { ChatLineShape, gameTableShape, MemberShape, SeatShape, TableStateShape } from "./table-state.js";

type Markers = { begin: string; end: string };

const markers = (what: string, from: string): Markers => ({
  begin: `<!-- ${what}: written by \`npm run protocol\` from ${from}; edit there -->`,
  end: `<!-- end of the ${what} -->`,
});

/** The markers around each generated part of the table's protocol. */
export const tableDocsMarkers = {
  state: markers("table state", "shared/src/protocol/table-state.ts"),
  clientMessages: markers("client messages", "shared/src/protocol/messages.ts"),
  serverMessages: markers("server messages", "shared/src/protocol/messages.ts"),
} as const satisfies Record<string, Markers>;

/** The table state as docs/protocol.md shows it: the table, its parts, and a game's table with the game's two parts. */
export function tableStateDocs(): string {
  // A game's parts are its own section's; here they are only named.
  const board = part("<Board>", "", {});
  const privatePart = part("<Private>", "", {});
  const gameTable = gameTableShape(board, privatePart, "<Board>Table");
  return [
    paragraphs(TableStateShape.about),
    partsBlock([TableStateShape, SeatShape, MemberShape, ChatLineShape, gameTable], TableStateShape),
    paragraphs(
      "A game's table class is named after its board's, with `Table` (`DogBoardTable`), and `<Board>` and `<Private>` are the game's two parts, given in its section below.",
    ),
  ].join("\n\n");
}

/** The messages a client sends, as a table: type, payload, who may send it and when. */
export function clientMessageDocs(): string {
  return messageTable("Who / when", clientMessages);
}

/** The messages the server sends, as a table: type, payload, who gets it. */
export function serverMessageDocs(): string {
  return messageTable("To", serverMessages);
}

/** `doc` with the table's generated parts rewritten; a missing marker is an error. */
export function withTableDocs(doc: string): string {
  let out = between(doc, tableDocsMarkers.state, tableStateDocs(), "the table state");
  out = between(out, tableDocsMarkers.clientMessages, clientMessageDocs(), "the client messages");
  return between(out, tableDocsMarkers.serverMessages, serverMessageDocs(), "the server messages");
}

function messageTable(whoHeading: string, messages: Record<string, MessageSpec>): string {
  const rows = Object.entries(messages).map(([type, spec]) => `| \`${type}\` | ${cell(spec.payload ?? payloadText(spec.shape))} | ${cell(spec.who)} |`);
  return [`| Type | Payload | ${whoHeading} |`, "|------|---------|----|", ...rows].join("\n");
}

/** Text in a table cell: a pipe, even in code, would end the cell. */
const cell = (text: string): string => text.replace(/\|/g, "\\|");

/** A payload's shape in TypeScript's words, each alternative of a union in code of its own. */
function payloadText(shape: z.ZodType): string {
  const alternatives = options(shape).map((option) => `\`${typeText(option)}\``);
  return alternatives.length === 1 ? alternatives[0] : `${alternatives.slice(0, -1).join(", ")} or ${alternatives[alternatives.length - 1]}`;
}

/** The zod definition's parts this file reads. */
interface Definition {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  element?: z.ZodType;
}
const definition = (shape: z.ZodType): Definition => shape._zod.def as unknown as Definition;

/** A union's alternatives, nested unions flattened; "no payload" (undefined, null) is the empty object's. */
function options(shape: z.ZodType): z.ZodType[] {
  const def = definition(shape);
  if (def.type !== "union") return [shape];
  return def.options!.flatMap(options).filter((option) => !["undefined", "null"].includes(definition(option).type));
}

function typeText(shape: z.ZodType): string {
  const def = definition(shape);
  switch (def.type) {
    case "object": {
      const fields = Object.entries(def.shape!).map(([name, field]) => {
        const optional = definition(field).type === "optional";
        return `${name}${optional ? "?" : ""}: ${typeText(optional ? definition(field).innerType! : field)}`;
      });
      return fields.length === 0 ? "{}" : `{ ${fields.join("; ")} }`;
    }
    case "optional":
      return typeText(def.innerType!);
    case "union":
      return options(shape).map(typeText).join(" | ");
    case "literal":
      return def.values!.map((value) => JSON.stringify(value)).join(" | ");
    case "enum":
      return Object.values(def.entries!)
        .map((value) => JSON.stringify(value))
        .join(" | ");
    case "array":
      return `${typeText(def.element!)}[]`;
    case "number":
    case "string":
    case "boolean":
    case "unknown":
      return def.type;
    default:
      throw new Error(`docs/protocol.md cannot say a zod ${def.type} in words yet`);
  }
}
