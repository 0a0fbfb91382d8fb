/**
 * Games added to the shipped registry from the environment: `TABLEE_EXTRA_GAMES`, folders
 * separated by commas, each with a `game.ts` exporting its whole game as `game`. The tests set
 * it to their own game (test/support/games/<id>) so that it goes through everything a shipped
 * game goes through, in the test process, the server processes they start and the bots'
 * threads alike; nothing ships one. Imports only @tablee/shared and Node, so the bots' worker
 * (bots/think.ts) runs it as it is.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { addGame, type Game } from "@tablee/shared";

export async function addGamesFromEnvironment(folders: string | undefined = process.env.TABLEE_EXTRA_GAMES): Promise<void> {
  for (const folder of (folders ?? "").split(",").map((f) => f.trim()).filter((f) => f !== "")) {
    const { game } = (await import(pathToFileURL(join(folder, "game.ts")).href)) as { game?: Game };
    if (game === undefined) throw new Error(`TABLEE_EXTRA_GAMES: ${folder}/game.ts exports no \`game\``);
    addGame(game);
  }
}
