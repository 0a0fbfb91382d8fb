import { Deathtrap } from "@tablee/shared";
import { z } from "zod";

const creature = z.enum(Deathtrap.KINDS.slice(0, 12) as [Deathtrap.CreatureKind, ...Deathtrap.CreatureKind[]]);
const card = z.enum(Deathtrap.KINDS as [Deathtrap.CardKind, ...Deathtrap.CardKind[]]);
const count = (max: number) => z.number().int().min(0).max(max);

/**
 * The shape of a DeathtrapAction (shared/src/games/deathtrap/types.ts). Only the shape:
 * whether the move is allowed now is the engine's call.
 */
export const deathtrapAction: z.ZodType<Deathtrap.DeathtrapAction> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("play"), kind: creature.nullable(), naturals: count(12), wilds: count(2) }).strict(),
  z.object({ type: z.literal("pass") }).strict(),
  z.object({ type: z.literal("killing-machine") }).strict(),
  z.object({ type: z.literal("pig"), discard: card.nullable(), leader: count(7).optional() }).strict(),
  z.object({ type: z.literal("return"), cards: z.array(card).min(1).max(2) }).strict(),
]);

/** DD-4's option, the only one a host may set. */
export const deathtrapOptions = z
  .object({ pigLeader: z.enum(["left-of-holder", "holder-chooses"]).optional() })
  .strict();
