/**
 * Rewrites the generated parts of docs/protocol.md (`npm run protocol`): the table state and
 * the messages from their declarations (shared/src/protocol/), each game's views from their
 * shapes, each between its markers, everything else as it is. A test fails while the
 * committed file differs from what this writes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { gameList, withViewDocs } from "@tablee/shared";
import { withTableDocs } from "@tablee/shared/protocol";

const path = new URL("./protocol.md", import.meta.url);
const doc = readFileSync(path, "utf8");
const written = withViewDocs(
  withTableDocs(doc),
  gameList.map((game) => ({ id: game.facts.id, views: game.views })),
);
if (written !== doc) {
  writeFileSync(path, written);
  console.log("docs/protocol.md: the table's and the games' parts are rewritten from their declarations");
}
