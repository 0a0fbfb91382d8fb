import type { Dog } from "@tablee/shared";
import { wordTables, type Translate } from "../../i18n/words.js";
import words from "./log.json" with { type: "json" };

type DogEvent = Dog.DogEvent;
type Card = Dog.Card;

/**
 * The log's words (and the cards' names the canvas reads out), merged into the shell's
 * dictionary when the game is registered: the log is written before the canvas loads.
 */
export const dogLogWords = wordTables(words);

/**
 * One line per card played, in the words of the rule sheet: who played what, which marble
 * went where, who was sent home. A 7 played a step at a time (one batch of events per part)
 * still makes one line: its parts add up per marble ("Bob plays a 7: 4 with one marble, 3
 * with another"), so the events of all its parts, told together, make that card's line.
 */
export function describeDog(events: readonly DogEvent[], names: readonly string[], t: Translate): string[] {
  const name = (seat: number) => names[seat] || t("seat.n", { n: seat + 1 });
  const cardName = (card: Card) => t(`log.dog.card.${card}`);
  const owner = (marble: number) => name(marble >> 2);
  // The finish places start after the track: 16 fields a seat (DOG-16).
  const finish = names.length === 6 ? 96 : 64;
  const lines: string[] = [];
  // The effects of one card (moves, captures, a swap) join the line that names the card.
  let card: string[] | null = null;
  // A 7's steps per marble, in the order the marbles first moved; null for any other card.
  let seven: { player: number; steps: Map<number, number> } | null = null;
  const flush = () => {
    if (card && seven) card[0] = sevenLine(card[0], seven.player, seven.steps, name, t);
    if (card) lines.push(card.join(" · "));
    card = null;
    seven = null;
  };
  const effect = (text: string) => {
    if (card) card.push(text);
    else lines.push(text);
  };
  for (const event of events) {
    switch (event.type) {
      case "deal":
        flush();
        lines.push(
          t("log.dog.deal", { size: event.size, name: name(event.firstPlayer) }) +
            (event.reshuffled ? " " + t("log.dog.reshuffled") : ""),
        );
        break;
      case "exchanged":
        flush();
        // At six, three teams (or two of three) exchange each on its own: the line says which.
        lines.push(names.length === 6 ? t("log.dog.exchangedTeam", { n: event.team + 1 }) : t("log.dog.exchanged"));
        break;
      case "played":
        flush();
        card = [
          event.card === "Joker" && event.as
            ? t("log.dog.playedJoker", { name: name(event.seat), card: cardName(event.as) })
            : t("log.dog.played", { name: name(event.seat), card: cardName(event.card) }),
        ];
        if ((event.as ?? event.card) === "7") seven = { player: event.seat, steps: new Map() };
        break;
      case "moved": {
        const steps = event.path.length;
        if (seven && event.from >= 0) {
          seven.steps.set(event.marble, (seven.steps.get(event.marble) ?? 0) + steps);
          if (event.to >= finish && event.from < finish) effect(t("log.dog.home", { name: owner(event.marble) }));
          break;
        }
        let text: string;
        if (event.from < 0) text = t("log.dog.out", { name: owner(event.marble) });
        else if (event.to >= finish && event.from < finish) text = t("log.dog.home", { name: owner(event.marble) });
        else if (isBackward(event.from, event.to, steps, finish)) text = t("log.dog.back", { name: owner(event.marble), n: steps });
        else text = t("log.dog.moved", { name: owner(event.marble), n: steps });
        effect(text);
        break;
      }
      case "swapped":
        effect(t("log.dog.swapped", { a: owner(event.marble), b: owner(event.other) }));
        break;
      case "sent-home":
        effect(t("log.dog.sentHome", { name: owner(event.marble) }));
        break;
      case "folded":
        flush();
        lines.push(t("log.dog.folded", { name: name(event.seat), count: event.cards.length }));
        break;
      case "won":
        flush();
        // At six a team is two seats or, in the house variant, three, which the event does not say: its number does (the seat list shows each seat's).
        lines.push(names.length === 6 ? t("log.dog.wonTeam", { n: event.team + 1 }) : t("log.dog.won", { a: name(event.team), b: name(event.team + 2) }));
        break;
    }
  }
  flush();
  return lines;
}

/** "Bob plays a 7: 4 with one marble, 3 with another" (a partner's marble is named by its owner). */
function sevenLine(played: string, player: number, steps: ReadonlyMap<number, number>, name: (seat: number) => string, t: Translate): string {
  if (steps.size === 0) return played;
  const parts = [...steps].map(([marble, n], i) => {
    const owner = marble >> 2;
    if (owner !== player) return t("log.dog.sevenOf", { n, name: name(owner) });
    return t(i === 0 ? "log.dog.sevenOne" : "log.dog.sevenAnother", { n });
  });
  return t("log.dog.seven", { played, parts: parts.join(", ") });
}

/** Only a 4 goes backward: on the track, `to` is then `from - steps` round the track's fields. */
function isBackward(from: number, to: number, steps: number, track: number): boolean {
  return steps === 4 && from >= 0 && from < track && to >= 0 && to < track && (from - steps + track) % track === to;
}
