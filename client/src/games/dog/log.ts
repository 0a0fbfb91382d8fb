import type { Dog } from "@tablee/shared";
import { t } from "../../i18n/index";

type DogEvent = Dog.DogEvent;
type Card = Dog.Card;

const FINISH = 64;

function cardName(card: Card): string {
  return t(`log.dog.card.${card}`);
}

/**
 * One line per public event, in the words of the rule sheet: who played what, which marble
 * went where, who was sent home.
 */
export function describeDog(events: readonly DogEvent[], names: readonly string[]): string[] {
  const name = (seat: number) => names[seat] || t("seat.n", { n: seat + 1 });
  const owner = (marble: number) => name(marble >> 2);
  const lines: string[] = [];
  // The effects of one card (moves, captures, a swap) join the line that names the card.
  let card: string[] | null = null;
  const flush = () => {
    if (card) lines.push(card.join(" · "));
    card = null;
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
        lines.push(t("log.dog.exchanged"));
        break;
      case "played":
        flush();
        card = [
          event.card === "Joker" && event.as
            ? t("log.dog.playedJoker", { name: name(event.seat), card: cardName(event.as) })
            : t("log.dog.played", { name: name(event.seat), card: cardName(event.card) }),
        ];
        break;
      case "moved": {
        const steps = event.path.length;
        let text: string;
        if (event.from < 0) text = t("log.dog.out", { name: owner(event.marble) });
        else if (event.to >= FINISH && event.from < FINISH) text = t("log.dog.home", { name: owner(event.marble) });
        else if (isBackward(event.from, event.to, steps)) text = t("log.dog.back", { name: owner(event.marble), n: steps });
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
        lines.push(t("log.dog.won", { a: name(event.team), b: name(event.team + 2) }));
        break;
    }
  }
  flush();
  return lines;
}

/** Only a 4 goes backward: on the track, `to` is then `from - steps` round the 64 fields. */
function isBackward(from: number, to: number, steps: number): boolean {
  return steps === 4 && from >= 0 && from < FINISH && to >= 0 && to < FINISH && (from - steps + 64) % 64 === to;
}
