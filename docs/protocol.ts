/**
 * Rewrites the game parts of docs/protocol.md from the views' shapes (`npm run protocol`):
 * each game's views between its markers, everything else as it is. A test fails while the
 * committed file differs from what this writes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { gameList, withViewDocs } from "@tablee/shared";

const path = new URL("./protocol.md", import.meta.url);
const doc = readFileSync(path, "utf8");
const written = withViewDocs(
  doc,
  gameList.map((game) => ({ id: game.facts.id, views: game.views })),
);
if (written !== doc) {
  writeFileSync(path, written);
  console.log("docs/protocol.md: the game parts are rewritten from the views' shapes");
}
