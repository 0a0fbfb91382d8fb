import { ensureClientBuilt } from "./browser-build.ts";

/**
 * Jest's globalSetup: the browser tests' client is built once, before the workers start.
 * Built from the browser files' own beforeAll, the first two (both browser files, slowest
 * first) built it at the same time into the same folder.
 */
export default function buildClient() {
  ensureClientBuilt();
}
