import { Frontline } from "@tablee/shared";
import { z } from "zod";

const die = z.number().int().min(0).max(2);
const square = z.number().int().min(0).max(Frontline.SQUARES - 1);
const colour = z.enum(Frontline.COLOURS as [Frontline.Colour, ...Frontline.Colour[]]);
const actionName = z.enum(["enter", "take", "grow", "activate", "move"]);

/**
 * The shape of a FrontlineAction (shared/src/games/frontline/types.ts). Only the shape:
 * whether the choice is allowed now is the engine's call. There is no way to send dice:
 * the server rolls them.
 */
export const frontlineAction: z.ZodType<Frontline.FrontlineAction> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("die"), die }).strict(),
  z.object({ type: z.literal("decline"), die }).strict(),
  z.object({ type: z.literal("action"), action: actionName, colour: colour.optional() }).strict(),
  z.object({ type: z.literal("square"), square }).strict(),
  z.object({ type: z.literal("cross") }).strict(),
  z.object({ type: z.literal("done") }).strict(),
  z.object({ type: z.literal("back") }).strict(),
  z.object({ type: z.literal("claim-draw") }).strict(),
]);

/**
 * FL-3 who starts (a random draw by default) and FL-8's optional turn limit. The lobby's
 * form sends its choices as text ("0", "1", "none", "100"), so those spellings are read too.
 */
export const frontlineOptions = z
  .object({
    firstPlayer: z
      .union([z.literal("random"), z.literal(0), z.literal(1), z.enum(["0", "1"]).transform(Number)])
      .optional(),
    turnLimit: z
      .preprocess(
        (v) => (v === "none" || v === "" ? null : typeof v === "string" && /^\d{1,5}$/.test(v) ? Number(v) : v),
        z.number().int().min(1).max(10_000).nullable(),
      )
      .optional(),
  })
  .strict();
