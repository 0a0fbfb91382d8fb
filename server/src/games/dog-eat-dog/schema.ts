import { schema, t } from "@colyseus/schema";
import { DogEatDog } from "@tablee/shared";
import { gameTable, type SeatPrivatePart } from "../../table/game.js";

/*
 * Dog Eat Dog's two views (shared/src/games/dog-eat-dog/types.ts), field for field: the
 * generic mirror writes them here, so `toJSON()` of the board is DedPublicView again.
 */

/** DED-10: the table's options. */
export const DedOptionsPart = schema({ treehouse: t.boolean().default(false) }, "DedOptions");

/** DED-1: one pyramid and its spot; the layout never changes, so it is sent once. */
export const DedPyramid = schema(
  {
    id: t.uint8().default(0),
    owner: t.uint8().default(0),
    /** Pips: 1 small, 2 medium, 3 large. */
    size: t.uint8().default(1),
    /** The spot in [0, 1) × [0, 1), exactly as the engine drew it. */
    x: t.float64().default(0),
    y: t.float64().default(0),
  },
  "DedPyramid",
);

/** A list of pyramid ids: a pile bottom to top, or a seat's captures. */
export const DedPieces = schema({ pieces: t.array("uint8") }, "DedPieces");

export const DedRoll = schema({ seat: t.uint8().default(0), die: t.uint8().default(1) }, "DedRoll");
/** DED-2: one round of the roll-off. */
export const DedRollOffRound = schema({ rolls: t.array(DedRoll) }, "DedRollOffRound");

/** DedStep: the variants' fields in one schema; only the current variant's are present. */
export const DedStepPart = schema(
  {
    /** "attack" | "follow-up" | "over" */
    kind: t.string().default("attack"),
    /** follow-up: "SWAP" | "DIG" | "AIM" | "WILD" */
    face: t.string().optional(),
    /** over: "no-attack" | "stall" */
    reason: t.string().optional(),
  },
  "DedStep",
);

/** DED-5..7: one defender's roll against the attack roll. */
export const DedDefence = schema(
  {
    pyramid: t.uint8().default(0),
    seat: t.uint8().default(0),
    dice: t.array("uint8"),
    attackerWins: t.boolean().default(false),
    /** "higher" | "smaller" | "same-size" */
    by: t.string().default("higher"),
  },
  "DedDefence",
);

/** AttackView: everything rolled and decided in one attack. */
export const DedAttack = schema(
  {
    seat: t.uint8().default(0),
    attacker: t.uint8().default(0),
    target: t.uint8().default(0),
    pile: t.array("uint8"),
    spot: t.uint8().default(0),
    dice: t.array("uint8"),
    face: t.string().optional(),
    defences: t.array(DedDefence),
    /** "won" | "tipped" | "captured" */
    result: t.string().default("won"),
    capturedBy: t.uint8().optional(),
  },
  "DedAttack",
);

/** DED-9: one arranged tree (small, medium, large); `colour` only for a one-colour tree. */
export const DedTree = schema(
  { pyramids: t.array("uint8"), colour: t.uint8().optional(), points: t.uint8().default(5) },
  "DedTree",
);

/** DED-9: a seat's hoard in its best arrangement. */
export const DedHoard = schema(
  { trees: t.array(DedTree), leftovers: t.array("uint8"), points: t.uint8().default(0) },
  "DedHoard",
);

export const DedResultPart = schema({ scores: t.array("uint8"), winners: t.array("uint8") }, "DedResult");

/** Dog Eat Dog's public view (DedPublicView), field for field. */
export const DedBoard = schema(
  {
    active: t.array("uint8"),
    events: t.array("string"),
    players: t.uint8().default(0),
    options: t.ref(DedOptionsPart),
    pyramids: t.array(DedPyramid),
    piles: t.array(DedPieces),
    tipped: t.array("boolean"),
    captured: t.array(DedPieces),
    rollOff: t.array(DedRollOffRound),
    firstPlayer: t.uint8().default(0),
    turn: t.uint8().default(0),
    turnNumber: t.uint16().default(0),
    step: t.ref(DedStepPart),
    passes: t.uint8().default(0),
    lastAttack: t.ref(DedAttack).optional(),
    hoards: t.array(DedHoard),
    result: t.ref(DedResultPart).optional(),
  },
  "DedBoard",
);

/** A seat's private view (DedPrivateView): nothing is secret, so only its seat and legal actions. */
export const DedPrivate = schema({ seat: t.uint8().default(0), legal: t.array("string") }, "DedPrivate");

export const dedTable = gameTable(DogEatDog.dogEatDog, {
  Board: DedBoard,
  Private: DedPrivate as unknown as new () => SeatPrivatePart,
});
