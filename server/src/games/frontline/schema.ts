import { schema, t } from "@colyseus/schema";
import { Frontline } from "@tablee/shared";
import { gameTable, type SeatPrivatePart } from "../../table/game.js";

/** One square (SquareView): all three fields absent when empty, `owner` while it lies. */
export const FrontlineSquare = schema(
  {
    colour: t.string().optional(),
    size: t.uint8().optional(),
    owner: t.uint8().optional(),
  },
  "FrontlineSquare",
);

/** The supply (Supply): per colour, how many [small, medium, large] are left. */
export const FrontlineSupply = schema(
  {
    red: t.array("uint8"),
    blue: t.array("uint8"),
    green: t.array("uint8"),
    yellow: t.array("uint8"),
    black: t.array("uint8"),
  },
  "FrontlineSupply",
);

/** One pyramid of a crossed pile (Piece). */
export const FrontlinePiece = schema({ colour: t.string().default("red"), size: t.uint8().default(1) }, "FrontlinePiece");

/** One seat's crossed pile (PileView). */
export const FrontlinePile = schema({ pieces: t.array(FrontlinePiece) }, "FrontlinePile");

/** One of the turn's three dice (Die). */
export const FrontlineDie = schema({ face: t.uint8().default(1), status: t.string().default("unused") }, "FrontlineDie");

/** A yellow Transport being carried out (TransportView). */
export const FrontlineTransport = schema(
  {
    centre: t.uint8().default(0),
    pips: t.uint8().default(1),
    left: t.uint8().default(0),
    carry: t.array("uint8"),
  },
  "FrontlineTransport",
);

/** The choice being made (StepView): every variant's fields, those a kind lacks absent. */
export const FrontlineStep = schema(
  {
    kind: t.string().default("die"),
    die: t.uint8().optional(),
    action: t.string().optional(),
    colour: t.string().optional(),
    from: t.uint8().optional(),
    transport: t.ref(FrontlineTransport).optional(),
  },
  "FrontlineStep",
);

/** How the game ended (ResultView): a win's `winner`, a draw's `reason` and claimer `by`. */
export const FrontlineResult = schema(
  {
    kind: t.string().default("win"),
    winner: t.uint8().optional(),
    reason: t.string().optional(),
    by: t.uint8().optional(),
  },
  "FrontlineResult",
);

/** Frontline's public view (FrontlinePublicView), field for field. */
export const FrontlineBoard = schema(
  {
    active: t.array("uint8"),
    events: t.array("string"),
    squares: t.array(FrontlineSquare),
    supply: t.ref(FrontlineSupply),
    crossed: t.array(FrontlinePile),
    firstPlayer: t.uint8().default(0),
    turn: t.uint8().default(0),
    turnsPlayed: t.uint16().default(0),
    turnLimit: t.uint16().optional(),
    quietTurns: t.uint16().default(0),
    drawClaimable: t.boolean().default(false),
    dice: t.array(FrontlineDie),
    step: t.ref(FrontlineStep),
    result: t.ref(FrontlineResult).optional(),
  },
  "FrontlineBoard",
);

/** A seat's private view (FrontlinePrivateView): nothing is secret, so only `seat` and `legal`. */
export const FrontlinePrivate = schema(
  {
    seat: t.uint8().default(0),
    legal: t.array("string"),
  },
  "FrontlinePrivate",
);

export const frontlineTable = gameTable(Frontline.frontline, {
  Board: FrontlineBoard,
  Private: FrontlinePrivate as unknown as new () => SeatPrivatePart,
});
