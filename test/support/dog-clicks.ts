/**
 * A DOG seat played by clicking a page, as the browser tests do it: the seat's legal actions
 * rebuilt with the engine from the public board (any client of the table watching it) and
 * the cards the page offers, then the labels clicked through to the chosen action.
 *
 * The page holds a move until it is confirmed (client/src/games/dog/preview.ts): a 7's parts
 * stay on the page until the last one, then "Confirm the move" sends them all. So the parts
 * a page holds are played on the rebuilt board too, as the page does.
 */
import type { Room } from "@colyseus/sdk";
import { Dog } from "@tablee/shared";
import type { Page } from "playwright-core";
import * as ui from "./browser-table.ts";
import { clickPath, dogStateFromView } from "./dog-browser.ts";
import { viewsOf } from "./table-play.ts";

/** The hand cards a page offers to click, by rank. */
export function offeredCards(labels: readonly string[]): Dog.Card[] {
  return [...new Set(labels.flatMap((l) => /^Card (\S+) #\d+$/.exec(l)?.[1] ?? []))] as Dog.Card[];
}

/**
 * The seat's legal actions as the engine computes them from the public board (`watcher`'s
 * view of it) and the cards the page offers to click; waits until both describe the same
 * moment (the page and the watcher get the same patches, not at the same instant).
 */
export async function legalFor(page: Page, watcher: Room, seat: number): Promise<{ state: Dog.DogState; legal: Dog.DogAction[] }> {
  const until = Date.now() + 20_000;
  for (;;) {
    const labels = await ui.canvasLabels(page);
    const board = viewsOf(watcher, null).table as Dog.DogPublicView | undefined;
    if (labels.length > 0 && board && board.active.includes(seat)) {
      const cards = offeredCards(labels);
      const held = heldBy.get(page) ?? [];
      if (held.length === 0) heldHands.set(page, cards);
      let state = dogStateFromView(board, seat, heldHands.get(page) ?? cards);
      for (const action of held) state = Dog.dog.apply(state, seat, action);
      const legal = Dog.dog.legalActions(state, seat);
      const legalCards = [...new Set(legal.flatMap((a) => (a.card === undefined ? [] : [a.card])))].sort();
      if (JSON.stringify(legalCards) === JSON.stringify([...cards].sort()) && legal.length > 0) return { state, legal };
    }
    if (Date.now() > until) throw new Error(`seat ${seat}: the page offers ${JSON.stringify(labels)}, the board says otherwise`);
    await page.waitForTimeout(50);
  }
}

/** The parts of a 7 a page holds, not yet confirmed, and the hand it offered before them. */
const heldBy = new WeakMap<Page, Dog.DogAction[]>();
const heldHands = new WeakMap<Page, Dog.Card[]>();

/** The confirm button a held move ends with. */
export const CONFIRM = "Confirm the move";

/**
 * Clicks through to `action` as a player does, then confirms the move once the card is
 * complete (a 7's earlier parts stay held on the page); returns the labels clicked.
 */
export async function clickAction(page: Page, action: Dog.DogAction, marbles: readonly number[]): Promise<string[]> {
  const path = clickPath(action, marbles);
  const clicked: string[] = [];
  let labels = await ui.canvasLabels(page);
  const press = async (label: string): Promise<void> => {
    if (!labels.includes(label)) throw new Error(`no ${label} among ${JSON.stringify(labels)}`);
    await ui.clickLabel(page, label);
    clicked.push(label);
    labels = await ui.labelsChange(page, labels);
  };
  if (path.card) await press(path.card);
  if (path.rank) await press(path.rank);
  // A card with a single marble to move shows its targets at once; several: pick the marble.
  if (path.marble && !labels.includes(path.target)) await press(path.marble);
  await press(path.target);
  if (action.type === "exchange") return clicked;
  if (labels.includes(CONFIRM)) {
    await press(CONFIRM);
    heldBy.delete(page);
  } else {
    heldBy.set(page, [...(heldBy.get(page) ?? []), action]);
  }
  return clicked;
}
