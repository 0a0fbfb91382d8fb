import type { SeatView } from "../../engine/contract.js";
import type { RngState } from "../../engine/random.js";

/*
 * Dog Eat Dog (rule sheets dog-eat-dog.en/fr.txt, rulings DED-1..DED-10).
 *
 * How the product reads the sheets, beyond the rulings themselves:
 *
 * - Pieces (DED-1). Pyramid ids are numbers: seat s owns ids 9s..9s+8; within a seat ids
 *   0-2 are small (1 pip), 3-5 medium (2), 6-8 large (3), so owner and size are arithmetic
 *   (pieces.ts). Set-up scatters every pyramid to its own spot (x, y in [0, 1), drawn from
 *   the generator with a minimum spacing); the layout never changes during the game and
 *   every client draws it the same way.
 * - Piles. Every pyramid on the table is in exactly one pile, listed bottom to top; a lone
 *   pyramid is a pile of one, a stack is a pile of two or more. A pile stands on the spot
 *   of the pyramid it was formed on: `piles[s]` is the pile on pyramid s's spot, [] when
 *   none stands there. Stacks never move or shrink (DIG and SWAP may even take pyramid s
 *   itself elsewhere: the spot is only a place), so a pile of one is always [s] and
 *   "piles[id] has length 1" is the test for a lone pyramid. A pyramid that loses a lone
 *   attack stays on its own spot. Only lone pyramids are ever tipped.
 * - First player (DED-2) is rolled off in `setup`; every round of dice is kept in `rollOff`
 *   and in the set-up events.
 * - Turn (DED-3). Cleanup is automatic when a turn starts. If the player to move then has no
 *   legal attack, the game is over at once (DED-8): no pass is offered. Otherwise they attack
 *   or pass. The stall guard (DED-8) ends the game after as many turns in a row without an
 *   attack as there are players.
 * - Dice order (DED-5..7, DED-10): the attacker's six-sided dice, then the Treehouse face
 *   when used, then each defender that is reached, top down, rolls its own dice. A defender
 *   below one that already won never rolls. With TIP or HOP no defender rolls.
 * - Treehouse (DED-10). The die's faces, in the order the sheet lists them, are
 *   TIP, HOP, SWAP, DIG, AIM, WILD: one uniform draw of six picks the face. The attacker
 *   keeps its pip count for ties even when one of its dice is the Treehouse die. After a
 *   SWAP, DIG, AIM or WILD attack resolves, the attacker gets a follow-up step listing that
 *   face's possible actions and "decline"; when the face has no possible action the step is
 *   skipped (the sheet: "it has no effect"). WILD's step lists the attacks themselves: taking
 *   one is the extra attack (it may roll the Treehouse die again). SWAP takes any two stacks,
 *   AIM any lone pyramid (own or not, upright or tipped). A turn with any attack is not a
 *   pass for the stall guard.
 * - For the table: `events` holds what the last setup/apply did, in order (roll-off rounds,
 *   attack with every die, follow-up, pass, turn, cleanup, game-over); `lastAttack` keeps the
 *   latest attack's record until the next one.
 * - Scoring (DED-9): see scoring.ts; a greedy arrangement is provably best there.
 * - Everything is public: the public view is the whole table (the same for every seat and
 *   for spectators); a seat's private view only says which seat it is and its legal actions.
 * - Errors (RuleError codes): bad-action (malformed JSON or an unknown pyramid), game-over,
 *   not-your-turn, illegal-action (well formed but not allowed now); bad-players and
 *   bad-options from set-up. A rejected action changes nothing.
 */

/** DED-1: pip count, and the number of dice the pyramid rolls. */
export type Size = 1 | 2 | 3;

/** DED-10: the faces in die order (index = the value drawn). */
export const TREEHOUSE_FACES = ["TIP", "HOP", "SWAP", "DIG", "AIM", "WILD"] as const;
export type TreehouseFace = (typeof TREEHOUSE_FACES)[number];
/** The faces that leave an action to take after the attack. */
export type FollowUpFace = "SWAP" | "DIG" | "AIM" | "WILD";

/** DED-5: how one duel was decided. */
export type DuelDecision = "higher" | "smaller" | "same-size";

/** Everything rolled and decided in one attack: the table animates it from this. */
export interface AttackRecord {
  seat: number;
  attacker: number;
  /** The top pyramid of the attacked pile. */
  target: number;
  /** The attacked pile as it stood, bottom to top, and the spot (pyramid id) it stands on. */
  pile: number[];
  spot: number;
  /** The attacker's six-sided dice, in roll order. */
  dice: number[];
  /** DED-10: the Treehouse face, when the attacker rolled it. */
  face: TreehouseFace | null;
  /** The defenders that rolled, top down. Empty after TIP or HOP. */
  defences: Defence[];
  /** won: the attacker is on top; tipped: both lone pyramids fell; captured: set aside. */
  result: "won" | "tipped" | "captured";
  /** DED-7: who captured the attacker. */
  capturedBy: number | null;
}

export type DedEvent =
  /** DED-2: one round of the roll-off (only the seats still tied roll again). */
  | { type: "roll-off"; rolls: { seat: number; die: number }[] }
  | { type: "first-player"; seat: number }
  | { type: "turn"; seat: number; turn: number }
  /** DED-3: the pyramids that stood up. */
  | { type: "cleanup"; seat: number; pyramids: number[] }
  | { type: "attack"; attack: AttackRecord }
  | { type: "pass"; seat: number }
  /** DED-10 follow-ups. `a` went to `b`'s stack and `b` to `a`'s. */
  | { type: "swap"; seat: number; a: number; b: number }
  | { type: "dig"; seat: number; pyramid: number }
  | { type: "aim"; seat: number; pyramid: number; tipped: boolean }
  | { type: "decline"; seat: number; face: FollowUpFace }
  | { type: "game-over"; reason: "no-attack" | "stall"; scores: number[]; winners: number[] };

export type DedAction =
  /** DED-4: `target` is the lone pyramid or the top of the stack. Legal lists always spell
   *  out `treehouse`; a client may leave it out for false. */
  | { type: "attack"; attacker: number; target: number; treehouse?: boolean }
  | { type: "pass" }
  /** DED-10 SWAP: the tops of two stacks, named by their top pyramids. */
  | { type: "swap"; a: number; b: number }
  /** DED-10 DIG: one of your pyramids inside a stack goes to its top. */
  | { type: "dig"; pyramid: number }
  /** DED-10 AIM: tip over or stand up a lone pyramid (it toggles). */
  | { type: "aim"; pyramid: number }
  | { type: "decline" };

export interface DedState {
  rng: RngState;
  options: DedOptions;
  players: number;
  /** DED-1: by id; never changes, so every state shares the same array. */
  pyramids: Pyramid[];
  /** By spot (the id of the pyramid whose spot it stands on), bottom to top; [] for none. */
  piles: number[][];
  /** By pyramid id. */
  tipped: boolean[];
  /** By seat: the attackers each seat captured (DED-7), set aside. */
  captured: number[][];
  /** DED-2. */
  rollOff: { seat: number; die: number }[][];
  firstPlayer: number;
  /** The seat to move. */
  turn: number;
  /** Turns started so far (the first turn is 1). */
  turnNumber: number;
  step: DedStep;
  /** Whether the player to move has attacked this turn (then it is no pass). */
  attacked: boolean;
  /** DED-8: turns in a row that ended without an attack. */
  passes: number;
  lastAttack: AttackRecord | null;
  /** Public events of the most recent setup/apply, for the log and the animations. */
  events: DedEvent[];
  /** Set when the game is over. */
  result: DedResult | null;
}

/** A DedEvent as the views show it: an attack carries its AttackView. */
export type DedViewEvent = Exclude<DedEvent, { type: "attack" }> | { type: "attack"; attack: AttackView };

/** The views are declared once, as the shape of what travels (docs/protocol.md is written from it). */
export type {
  AttackView,
  DedOptions,
  DedPrivateView,
  DedPublicView,
  DedResult,
  DedStep,
  Defence,
  Hoard,
  Pieces,
  Pyramid,
  Tree,
} from "./view-shape.js";
import type { AttackView, DedOptions, DedPrivateView, DedPublicView, DedResult, DedStep, Defence, Pyramid } from "./view-shape.js";

export type DedView = SeatView<DedPublicView, DedPrivateView, DedAction>;
