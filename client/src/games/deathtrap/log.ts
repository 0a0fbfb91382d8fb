import type { Deathtrap } from "@tablee/shared";
import { addDictionaries, t } from "../../i18n/index";
import { deathtrapMessages } from "./i18n";

type Event = Deathtrap.DeathtrapEvent;

// The log is told by the shell before the renderer loads: its words must be there already.
addDictionaries(deathtrapMessages);

export function cardName(card: string): string {
  return t(`dt.card.${card}`);
}

/** A set as words: "3 × Orc + Red Lotus", or the wilds alone. */
export function setWords(kind: string | null, naturals: number, wilds: readonly string[]): string {
  const w = wilds.map(cardName).join(" + ");
  if (kind === null) return t("dt.setOnlyWilds", { wilds: w });
  // "4 × Orc + Red Lotus": the count is of the creature named; the wilds are named after it.
  return wilds.length > 0 ? t("dt.setWilds", { n: naturals, card: cardName(kind), wilds: w }) : t("dt.set", { n: naturals, card: cardName(kind) });
}

/** One line per public event, in the words of the rule sheet. */
export function describeDeathtrap(events: readonly Event[], names: readonly string[]): string[] {
  const name = (seat: number) => names[seat] || t("seat.n", { n: seat + 1 });
  const lines: string[] = [];
  for (const event of events) {
    switch (event.type) {
      case "deal":
        lines.push(t("dt.log.deal", { round: event.round, name: name(event.dealer) }));
        break;
      case "swap": {
        const params = { from: name(event.from), to: name(event.to), count: event.count, cards: event.cards.map(cardName).join(", ") };
        // The public log never has the cards (only a swap's two players see them).
        const key = event.forced ? "dt.log.gift" : "dt.log.return";
        lines.push(t(event.cards.length > 0 ? `${key}Cards` : key, params));
        break;
      }
      case "return-chosen":
        lines.push(t("dt.log.returnChosen", { name: name(event.seat) }));
        break;
      case "pig":
        lines.push(
          event.discard === null
            ? t("dt.log.pigAlone", { name: name(event.seat), leader: name(event.leader) })
            : t("dt.log.pig", { name: name(event.seat), card: cardName(event.discard), leader: name(event.leader) }),
        );
        break;
      case "play":
        lines.push(t(event.lead ? "dt.log.lead" : "dt.log.play", { name: name(event.seat), set: setWords(event.kind, event.naturals, event.wilds) }));
        break;
      case "pass":
        lines.push(t("dt.log.pass", { name: name(event.seat) }));
        break;
      case "killing-machine":
        lines.push(t(event.lead ? "dt.log.machineLead" : "dt.log.machine", { name: name(event.seat) }));
        break;
      case "trick-over":
        lines.push(t("dt.log.trickOver", { name: name(event.leader) }));
        break;
      case "out":
        lines.push(t("dt.log.out", { name: name(event.seat), place: t("dt.place", { n: event.place }) }));
        break;
      case "round-over":
        lines.push(
          t("dt.log.roundOver", {
            round: event.round,
            order: event.order.map((seat, i) => `${t("dt.place", { n: i + 1 })} ${name(seat)} (+${event.points[seat]})`).join(", "),
          }),
        );
        break;
      case "game-over":
        lines.push(
          t("dt.log.gameOver", {
            names: event.winners.map(name).join(t("and")),
            count: event.winners.length,
            points: event.totals[event.winners[0]] ?? 0,
          }),
        );
        break;
    }
  }
  return lines;
}
