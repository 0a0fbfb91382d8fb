import type { Dog } from "@tablee/shared";
import { z } from "zod";

const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;
const rank = z.enum(RANKS);
const card = z.enum([...RANKS, "Joker"]);
const marble = z.number().int().min(0).max(15);

/**
 * The shape of a DogAction (shared/src/games/dog/types.ts). Only the shape: whether the
 * move is allowed is the engine's call.
 */
export const dogAction: z.ZodType<Dog.DogAction> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("exchange"), card }).strict(),
  z.object({ type: z.literal("start"), card, as: rank.optional(), marble }).strict(),
  z
    .object({ type: z.literal("move"), card, as: rank.optional(), marble, steps: z.number().int().min(-4).max(13), finish: z.boolean() })
    .strict(),
  z.object({ type: z.literal("swap"), card, as: rank.optional(), marble, other: marble }).strict(),
  z
    .object({
      type: z.literal("seven"),
      card: z.enum(["7", "Joker"]).optional(),
      marble,
      steps: z.number().int().min(1).max(7),
      finish: z.boolean(),
    })
    .strict(),
]);
