import type { TestKit } from "../kit.ts";

/** Nothing is hidden but the generator (and the dice to come, which it draws). */
export const kit: TestKit = {};
