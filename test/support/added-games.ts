/**
 * Before every test file (jest.config.js, setupFiles): the games TABLEE_EXTRA_GAMES names (the
 * tests' own) join the registry, so that every suite reading it plays them too.
 */
import { addGamesFromEnvironment } from "../../server/src/games/added.ts";

await addGamesFromEnvironment();
