import { hasVariants, itemSpec, ownFields, partsOf, type AnyField, type AnyPart, type FieldSpec, type ViewShapes } from "./view-shape.js";

/*
 * The game parts of docs/protocol.md, written from the views' shapes (`npm run protocol`), so
 * the prose and the wire cannot drift apart: each game's part sits between two markers and
 * everything outside them is written by hand.
 */

const WIDTH = 96;
/** Where a field's comment starts in a code block. */
const COMMENT_COLUMN = 30;

/** The markers around a game's generated part of the protocol. */
export function viewDocsMarkers(id: string): { begin: string; end: string } {
  return {
    begin: `<!-- views of ${id}: written by \`npm run protocol\` from shared/src/games/${id}/view-shape.ts; edit there -->`,
    end: `<!-- end of the views of ${id} -->`,
  };
}

/** A game's public and private parts, as docs/protocol.md shows them. */
export function viewDocs(views: ViewShapes): string {
  return [
    section(`${views.title} public part: \`board\` (\`${views.board.name}\`)`, views.board),
    section(`${views.title} private part: \`privates.get(String(mySeat))\` (\`${views.private.name}\`)`, views.private),
  ].join("\n\n");
}

/**
 * `doc` with each game's part between its markers rewritten. A game without markers (a game
 * just added to the registry) gets a section of its own at the end, headed with its title and
 * id, for its actions and options to be written above its markers; a marker missing or out of
 * order is an error.
 */
export function withViewDocs(doc: string, games: readonly { id: string; views: ViewShapes }[]): string {
  let out = doc;
  for (const { id, views } of games) {
    const markers = viewDocsMarkers(id);
    if (!out.includes(markers.begin) && !out.includes(markers.end)) out = `${out.trimEnd()}\n\n## ${views.title} (\`${id}\`)\n\n${markers.begin}\n${markers.end}\n`;
    out = between(out, markers, viewDocs(views), `the views of ${id}`);
  }
  return out;
}

/** `doc` with what is between the two markers replaced by `body`; a missing marker is an error naming `what`. */
export function between(doc: string, { begin, end }: { begin: string; end: string }, body: string, what: string): string {
  const from = doc.indexOf(begin);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/protocol.md has no markers for ${what}`);
  return `${doc.slice(0, from + begin.length)}\n\n${body}\n\n${doc.slice(to)}`;
}

function section(heading: string, root: AnyPart): string {
  return [`### ${heading}`, paragraphs(root.about), partsBlock(partsOf(root), root)].filter((s) => s !== "").join("\n\n");
}

/**
 * The parts as one code block, each as a declaration with its fields and their comments; the
 * `root`'s words are said around the block, each other part's above its own declaration. A
 * part without fields is a placeholder (a game's part, described elsewhere) and is left out.
 */
export function partsBlock(parts: readonly AnyPart[], root?: AnyPart): string {
  const blocks = parts.filter((part) => Object.keys(part.fields).length > 0).map((part) => block(part, part === root));
  return ["```ts", ...blocks, "```"].join("\n");
}

/** Words in paragraphs of at most the docs' width. */
export function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => wrap(paragraph, WIDTH).join("\n"))
    .join("\n\n");
}

function block(part: AnyPart, root: boolean): string {
  const lines: string[] = [];
  if (!root && part.about !== "") lines.push(...wrap(part.about, WIDTH - 3).map((line) => `// ${line}`));
  lines.push(part.base ? `${part.name} extends ${part.base.name} {` : `${part.name} {`);
  for (const [name, field] of ownFields(part)) {
    const declaration = `  ${name}${field.optional ? "?" : ""}: ${typeName(field.spec)};`;
    lines.push(...commented(declaration, note(part, name, field)));
  }
  lines.push("}");
  return lines.join("\n");
}

/** What a field's comment says: its width or values, its default, the variants that have it, what it holds. */
function note(part: AnyPart, name: string, field: AnyField): string {
  const spec = itemSpec(field);
  const wire = spec.kind === "value" ? (spec.values ? spec.values.map((v) => `"${v}"`).join(" | ") : /int|float/.test(spec.wire) ? spec.wire : "") : "";
  const json = spec.kind === "lines" ? `each the JSON of a ${spec.of}` : "";
  const initial = field.initial === undefined ? "" : `default ${JSON.stringify(field.initial)}`;
  let only = "";
  if (hasVariants(part) && name !== part.tag) {
    const kinds = Object.entries(part.cases).filter(([, names]) => names.some((n: string) => n === name || n === `${name}?`));
    only = `${part.tag} ${kinds.map(([kind]) => `"${kind}"`).join(", ")}`;
  }
  const head = [wire, initial, json, only].filter((s) => s !== "").join(", ");
  return [head, field.about].filter((s) => s !== "").join(": ");
}

function typeName(spec: FieldSpec): string {
  switch (spec.kind) {
    case "value":
      return spec.wire === "string" ? "string" : spec.wire === "boolean" ? "boolean" : "number";
    case "list":
      return `${typeName(spec.item.spec)}[]`;
    case "map":
      return `Map<${spec.key}, ${typeName(spec.item.spec)}>`;
    case "part":
      return spec.part.name;
    case "lines":
      return "string[]";
  }
}

/** A declaration with its comment beside it, wrapped under itself when long. */
function commented(declaration: string, comment: string): string[] {
  if (comment === "") return [declaration];
  const column = Math.max(COMMENT_COLUMN, declaration.length + 1);
  const [first, ...rest] = wrap(comment, WIDTH - column - 3);
  return [`${declaration.padEnd(column)}// ${first}`, ...rest.map((line) => `${"".padEnd(column)}// ${line}`)];
}

/** Words in lines of at most `width` characters (a longer word keeps its own line). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter((w) => w !== "")) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  if (line !== "") lines.push(line);
  return lines;
}
