import { bool, list, oneOf, part, ref, tableFields, wholeTablePublic, uint16, uint8, variants, type ShapeOf, type ViewShapes } from "../../engine/view-shape.js";
import type { ActionName, Colour, FrontlineAction, FrontlineEvent, Seat, Size } from "./types.js";

const colour = () => oneOf("red", "blue", "green", "yellow", "black").as<Colour>();
const seat = () => uint8().as<Seat>();
const size = () => uint8().as<Size>().is("1 small, 2 medium, 3 large");

export const FrontlineSquare = part("FrontlineSquare", "One square: the pyramid on it; all three fields absent when it is empty.", {
  colour: colour().opt(),
  size: size().opt(),
  owner: seat().opt().is("the seat controlling a lying pyramid (it points at that seat's opponent); absent while upright"),
});

export const FrontlineSupply = part("FrontlineSupply", "The supply: per colour, how many [small, medium, large] are left (3 each at the start).", {
  red: list(uint8()),
  blue: list(uint8()),
  green: list(uint8()),
  yellow: list(uint8()),
  black: list(uint8()),
});

export const FrontlinePiece = part("FrontlinePiece", "A pyramid off the board, in a crossed pile.", {
  colour: colour(),
  size: size(),
});
export type Piece = ShapeOf<typeof FrontlinePiece>;

export const FrontlinePile = part("FrontlinePile", "One seat's crossed pile, in crossing order.", {
  pieces: list(ref(FrontlinePiece)),
});

export const FrontlineDie = part("FrontlineDie", "One of the turn's three dice: faces 1..5 name red, blue, green, yellow, black; 6 is any colour.", {
  face: uint8(),
  status: oneOf("unused", "used", "declined", "lost"),
});

export const FrontlineTransport = part("FrontlineTransport", "FL-6: a yellow Transport being carried out.", {
  centre: uint8().is("the activated yellow pyramid's square"),
  pips: size().is("its pips"),
  left: uint8().is("carries left"),
  carry: list(uint8()).is("squares of the pyramids that may still be carried"),
});

export const FrontlineStep = variants(
  "FrontlineStep",
  "The choice the seat on turn is making now: pick a die (or decline one), its action, the action's target square, a Move's landing square, a Transport's pyramids and where they go.",
  "kind",
  {
    die: uint8().is("the die being used"),
    action: oneOf("enter", "take", "grow", "activate", "move").as<ActionName>().is("the action chosen"),
    colour: colour().is("an Enter's colour, once named (only a 6 leaves it open)"),
    from: uint8().is("the square of the pyramid moved or carried"),
    transport: ref(FrontlineTransport),
  },
  {
    die: [],
    action: ["die"],
    target: ["die", "action", "colour?"],
    destination: ["die", "from"],
    carry: ["die", "transport"],
    "carry-to": ["die", "from", "transport"],
    over: [],
  },
);
/** The engine's Step as the views show it: an Enter's colour is absent until named, a Transport's fields sit in `transport`. */
export type StepView = ShapeOf<typeof FrontlineStep>;

export const FrontlineResult = variants(
  "FrontlineResult",
  "How the game ended. A draw has no winner.",
  "kind",
  {
    winner: seat().is("the winner"),
    reason: oneOf("claimed", "turn-limit", "blocked").is("FL-8: a seat claimed it, the table's turn limit was reached, or neither seat had any action left"),
    by: seat().is("the seat that claimed the draw"),
  },
  { win: ["winner"], draw: ["reason", "by?"] },
);
/** The engine's Result as the views show it: `by` is absent unless a seat claimed the draw. */
export type ResultView = ShapeOf<typeof FrontlineResult>;

export const FrontlineBoard = part("FrontlineBoard", "The engine's `FrontlinePublicView`: the state without its generator, the same for everybody (all information is public).\n\nThe events are the engine's `FrontlineEvent`s as they are: `first-player`, `roll`, `decline`, `lost`, `enter`, `take`, `grow`, `activate`, `power` with the `affected` squares, `carry`, `move`, `cross`, `turn`, `stall`, `win`, `draw` (a draw nobody claimed has `by: null` there).", {
  ...tableFields<FrontlineEvent>("FrontlineEvent", "the seat the table waits for, the one on turn (also while a draw is claimable)"),
  squares: list(ref(FrontlineSquare).as<SquareView>()).is("64, index row * 8 + col"),
  supply: ref(FrontlineSupply),
  crossed: list(ref(FrontlinePile)).is("by seat"),
  firstPlayer: seat(),
  turn: seat().is("the seat on turn"),
  turnsPlayed: uint16().is("finished turns, both seats counted"),
  turnLimit: uint16().opt().is("FL-8: the table's turn limit; absent when there is none"),
  quietTurns: uint16().is("FL-8: finished turns in a row without a crossing"),
  drawClaimable: bool().is("FL-8: either seat may claim the draw now"),
  dice: list(ref(FrontlineDie)).is("this turn's three dice"),
  step: ref(FrontlineStep),
  result: ref(FrontlineResult).opt().is("once the game is over"),
});
/** Frontline's public view: the same for every seat and every spectator. */
export type FrontlinePublicView = ShapeOf<typeof FrontlineBoard>;

export const FrontlinePrivate = wholeTablePublic("FrontlinePrivate");
export type FrontlinePrivateView = ShapeOf<typeof FrontlinePrivate>;

/** Its largest join measured 1.3 KB, its largest patch round 0.5 KB (test/server/encoder-buffer.test.ts). */
export const frontlineViews: ViewShapes = { title: "Frontline", board: FrontlineBoard, private: FrontlinePrivate, encoderBytes: 10 * 1024 };

/** A pyramid on the board as the views show it: `owner` is absent while it stands upright. */
export type PyramidView = Required<Pick<ShapeOf<typeof FrontlineSquare>, "colour" | "size">> & Pick<ShapeOf<typeof FrontlineSquare>, "owner">;
/** A square as the views show it: the pyramid on it, or `{}` when it is empty. */
export type SquareView = PyramidView | { [K in keyof PyramidView]?: undefined };
