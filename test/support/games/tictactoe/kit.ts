import type { TestKit } from "../kit.ts";
import { texts } from "./client/rules-text.ts";

/** Nothing is hidden but the generator. */
export const kit: TestKit = {
  rules: { texts, items: [], naming: () => null },
};
