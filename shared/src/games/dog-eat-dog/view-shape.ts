import { bool, float64, list, oneOf, part, ref, tableFields, wholeTablePublic, uint16, uint8, variants, type ShapeOf, type ViewShapes } from "../../engine/view-shape.js";
import type { DedAction, DedViewEvent, FollowUpFace, Size } from "./types.js";

export const DedOptionsPart = part("DedOptions", "The table's options.", {
  treehouse: bool().is("DED-10: the Treehouse die may replace one of the attacker's dice"),
});
export type DedOptions = ShapeOf<typeof DedOptionsPart>;

export const DedPyramid = part("DedPyramid", "DED-1: one pyramid and its spot; the layout never changes, so it is sent once.", {
  id: uint8().is("0..71: seat s owns 9s..9s+8 (0-2 small, 3-5 medium, 6-8 large)"),
  owner: uint8().is("its seat"),
  size: uint8().as<Size>().is("pips: 1 small, 2 medium, 3 large; also the dice it rolls"),
  x: float64().is("the spot in [0, 1) × [0, 1), exactly as the engine drew it"),
  y: float64(),
});
export type Pyramid = ShapeOf<typeof DedPyramid>;

export const DedPieces = part("DedPieces", "A list of pyramid ids: a pile bottom to top, or a seat's captures.", {
  pieces: list(uint8()),
});
export type Pieces = ShapeOf<typeof DedPieces>;

export const DedRoll = part("DedRoll", "One seat's die in a round of the roll-off.", {
  seat: uint8(),
  die: uint8().is("1..6"),
});

export const DedRollOffRound = part("DedRollOffRound", "DED-2: one round of the roll-off; only the seats still tied roll again.", {
  rolls: list(ref(DedRoll)),
});

export const DedStepPart = variants(
  "DedStep",
  "What the seat to move does now.",
  "kind",
  {
    face: oneOf("SWAP", "DIG", "AIM", "WILD").as<FollowUpFace>().is("DED-10: the Treehouse face whose action the attacker may take, or decline"),
    reason: oneOf("no-attack", "stall").is("DED-8: the seat to move had no attack after cleanup, or the stall guard ended the game"),
  },
  { attack: [], "follow-up": ["face"], over: ["reason"] },
);
export type DedStep = ShapeOf<typeof DedStepPart>;

export const DedDefence = part("DedDefence", "DED-5..7: one defender's roll against the attack roll.", {
  pyramid: uint8(),
  seat: uint8(),
  dice: list(uint8()),
  attackerWins: bool(),
  by: oneOf("higher", "smaller", "same-size").is("DED-5: how the duel was decided"),
});
export type Defence = ShapeOf<typeof DedDefence>;

export const DedAttack = part("DedAttack", "Everything rolled and decided in one attack: the table animates it from this.", {
  seat: uint8().is("who attacked"),
  attacker: uint8().is("the attacking pyramid"),
  target: uint8().is("the top pyramid of the attacked pile"),
  pile: list(uint8()).is("the attacked pile as it stood, bottom to top"),
  spot: uint8().is("the spot (pyramid id) it stands on"),
  dice: list(uint8()).is("the attacker's six-sided dice, in roll order"),
  face: oneOf("TIP", "HOP", "SWAP", "DIG", "AIM", "WILD").opt().is("DED-10: the Treehouse face, when the attacker rolled it"),
  defences: list(ref(DedDefence)).is("the defenders that rolled, top down ([] after TIP or HOP)"),
  result: oneOf("won", "tipped", "captured").is("won: the attacker is on top; tipped: both lone pyramids fell; captured: set aside"),
  capturedBy: uint8().opt().is("DED-7: the captor's seat, when the attacker was captured"),
});
/** An AttackRecord as the views show it: "nothing" is an absent field. */
export type AttackView = ShapeOf<typeof DedAttack>;

export const DedTree = part("DedTree", "DED-9: one arranged tree.", {
  pyramids: list(uint8()).as<[number, number, number]>().is("small, medium, large"),
  colour: uint8().opt().is("the seat of a one-colour tree (7 points); absent for a mixed one (5)"),
  points: uint8().as<7 | 5>(),
});
export type Tree = ShapeOf<typeof DedTree>;

export const DedHoard = part("DedHoard", "DED-9: a seat's hoard in its best arrangement.", {
  trees: list(ref(DedTree)),
  leftovers: list(uint8()),
  points: uint8(),
});
export type Hoard = ShapeOf<typeof DedHoard>;

export const DedResultPart = part("DedResult", "How the game ended.", {
  scores: list(uint8()).is("by seat"),
  winners: list(uint8()).is("the seats with the best score"),
});
export type DedResult = ShapeOf<typeof DedResultPart>;

export const DedBoard = part("DedBoard", "The engine's `DedPublicView`. Nothing in Dog Eat Dog is hidden, so it is the whole table for every seat and for spectators. Dice are rolled on the server; the generator never leaves it.\n\nThe events are roll-off rounds, first player, turn, cleanup, attack (with its `DedAttack` record), pass, swap, dig, aim, decline, and game-over with scores and winners.", {
  ...tableFields<DedViewEvent>("DedViewEvent", "the seat to move ([] once over)"),
  players: uint8(),
  options: ref(DedOptionsPart),
  pyramids: list(ref(DedPyramid)).is("by id"),
  piles: list(ref(DedPieces)).is("by spot (a pyramid id): the pile standing there, bottom to top; `pieces` is [] when none. Length 1 = a lone pyramid."),
  tipped: list(bool()).is("by pyramid id"),
  captured: list(ref(DedPieces)).is("by seat: the attackers it captured (DED-7), set aside"),
  rollOff: list(ref(DedRollOffRound)).is("DED-2: every round of the roll-off"),
  firstPlayer: uint8(),
  turn: uint8().is("seat to move"),
  turnNumber: uint16().is("turns started so far (the first turn is 1)"),
  step: ref(DedStepPart),
  passes: uint8().is("DED-8: turns in a row that ended without an attack"),
  lastAttack: ref(DedAttack).opt().is("the latest attack; absent before the first one"),
  hoards: list(ref(DedHoard)).is("by seat: its best trees if the game ended now (DED-9)"),
  result: ref(DedResultPart).opt().is("once the game is over"),
});
/** Dog Eat Dog's public view: the whole table, the same for every seat and for spectators. */
export type DedPublicView = ShapeOf<typeof DedBoard>;

export const DedPrivate = wholeTablePublic("DedPrivate");
export type DedPrivateView = ShapeOf<typeof DedPrivate>;

/** Its largest join measured 5.3 KB, its largest patch round 4.4 KB, at eight seats (test/server/encoder-buffer.test.ts). */
export const dedViews: ViewShapes = { title: "Dog Eat Dog", board: DedBoard, private: DedPrivate, encoderBytes: 16 * 1024 };

