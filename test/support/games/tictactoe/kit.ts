import type { TestKit } from "../kit.ts";

/** Nothing is hidden but the generator. */
export const kit: TestKit = {};
