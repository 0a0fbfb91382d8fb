import type { DogEatDog } from "@tablee/shared";
import { z } from "zod";

/** 8 players × 9 pyramids: ids 0..71. */
const pyramid = z.number().int().min(0).max(71);

/**
 * The shape of a DedAction (shared/src/games/dog-eat-dog/types.ts). Only the shape: whether
 * the attack or follow-up is allowed is the engine's call.
 */
export const dedAction: z.ZodType<DogEatDog.DedAction> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("attack"), attacker: pyramid, target: pyramid, treehouse: z.boolean().optional() }).strict(),
  z.object({ type: z.literal("pass") }).strict(),
  z.object({ type: z.literal("swap"), a: pyramid, b: pyramid }).strict(),
  z.object({ type: z.literal("dig"), pyramid }).strict(),
  z.object({ type: z.literal("aim"), pyramid }).strict(),
  z.object({ type: z.literal("decline") }).strict(),
]);
