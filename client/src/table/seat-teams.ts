import { teamsOf, type GameFacts } from "@tablee/shared";

/**
 * The teams the seat list shows. A game's board may say them (`ClientGame.teamsOnBoard`);
 * before a game, or for a board that does not, they are the game's at this seat count if no
 * option changes them. The options a host chose do not reach the page, so a table whose
 * teams depend on them (DOG's house variant at six) shows none until its game starts rather
 * than perhaps the wrong ones.
 */
export function seatTeams(facts: GameFacts, seats: number, board: Record<string, unknown> | null, onBoard?: (board: Record<string, unknown>) => number[][] | null): number[][] {
  const said = board && onBoard ? onBoard(board) : null;
  if (said) return said;
  const plain = JSON.stringify(teamsOf(facts, seats));
  const sure = facts.options.every((option) => option.choices.every((choice) => JSON.stringify(teamsOf(facts, seats, { [option.id]: choice.value })) === plain));
  return sure ? teamsOf(facts, seats) : [];
}
