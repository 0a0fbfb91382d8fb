import { fileURLToPath } from "node:url";

// The server logs one JSON line per expected refusal at info level; tests keep warnings and
// errors only, so refusals the suites provoke on purpose do not flood the output.
process.env.LOG_LEVEL ??= "warn";

// The tests' own game joins the registry everywhere they run one: here (support/added-games.ts),
// in the server processes and bot threads they start, and in the client they build
// (server/src/games/added.ts, client/vite.config.ts). The shipped registry never lists it.
process.env.TABLEE_EXTRA_GAMES ??= fileURLToPath(new URL("support/games/tictactoe", import.meta.url));

// Tests run the TypeScript sources directly (swc strips the types), as native ES modules, so
// a change in shared/ or server/ is tested without a build step.
const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: false, useDefineForClassFields: false },
      target: "es2023",
      // The client's word tables are JSON, imported `with { type: "json" }` as Node and Vite
      // read them; swc drops the attribute unless told to keep it.
      experimental: { keepImportAttributes: true },
    },
    module: { type: "es6" },
  },
];

export default {
  rootDir: ".",
  testEnvironment: "node",
  extensionsToTreatAsEsm: [".ts"],
  transform: { "^.+\\.ts$": swc },
  moduleNameMapper: {
    "^@tablee/shared$": "<rootDir>/../shared/src/index.ts",
    "^@tablee/shared/protocol$": "<rootDir>/../shared/src/protocol/index.ts",
    "^@tablee/server$": "<rootDir>/../server/src/app.ts",
    "^(\\.{1,2}/.*)\\.js$": "$1",
  },
  testMatch: ["<rootDir>/**/*.test.ts"],
  // The SDK's own narration of refusals and reconnections the suites provoke on purpose.
  setupFilesAfterEnv: ["<rootDir>/support/sdk-console.ts"],
  testPathIgnorePatterns: ["/node_modules/"],
  setupFiles: ["<rootDir>/support/node-globals.ts", "<rootDir>/support/added-games.ts"],
  globalSetup: "<rootDir>/support/build-client.js",
  testTimeout: 30_000,
  // Jest's default on a 2-core machine is one worker (cores - 1), but most files wait on
  // server processes, pages and real-time windows: two workers kept the 2-core machine less
  // than half busy (the files outside browser/ used 0.8 of a core), three keep it busy.
  maxWorkers: 3,
  // The slowest files first, also on a clean clone (support/slow-first.js).
  testSequencer: "<rootDir>/support/slow-first.js",
};
