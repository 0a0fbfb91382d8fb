import type { DogEatDog } from "@tablee/shared";
import { translator, wordTables, type Locale, type Translate } from "../../i18n/words.js";
import words from "./log.json" with { type: "json" };

type DedEvent = DogEatDog.DedViewEvent;
type AttackView = DogEatDog.AttackView;

/*
 * Dog Eat Dog's events told in words for the table's log: every die of every roll (roll-off,
 * attacker, Treehouse face, each defender), who won each duel and why, who captured what.
 * The words live in log.json (not in the renderer's lazy dictionary) because the log is
 * written before the canvas loads (the lobby's option words too); the lines need no shell,
 * so tests can read them.
 */

/** The log's words (and the lobby's option words), merged into the shell's dictionary when the game is registered. */
export const dedLogWords = wordTables(words);

/** A translator over one language's log words (for tests and tools without the shell). */
export function logTranslator(lang: Locale): Translate {
  return translator(dedLogWords[lang], lang);
}

// Ids are arithmetic (DED-1): seat s owns 9s..9s+8, sizes by thirds within a seat.
const ownerOf = (id: number): number => Math.floor(id / 9);
const sizeOf = (id: number): number => Math.floor((id % 9) / 3) + 1;

/** One line per event; an attack gives one line for the roll, one per defender, one for the result. */
export function describeDed(events: readonly DedEvent[], names: readonly string[], t: Translate): string[] {
  const name = (seat: number): string => names[seat] || t("ded.seat", { n: seat + 1 });
  const piece = (id: number): string => t("ded.log.piece", { owner: name(ownerOf(id)), size: t(`ded.size.${sizeOf(id)}`) });
  const dice = (values: readonly number[]): string => values.join(", ");
  const lines: string[] = [];

  const attack = (a: AttackView): void => {
    const target = a.pile.length > 1 ? t("ded.log.stack", { n: a.pile.length, piece: piece(a.target) }) : piece(a.target);
    const params = { name: name(a.seat), target, size: t(`ded.size.${sizeOf(a.attacker)}`), dice: dice(a.dice) };
    lines.push(a.face ? t("ded.log.attackTree", { ...params, face: a.face }) : t("ded.log.attack", params));
    if (a.face === "TIP") lines.push(t("ded.log.tip"));
    if (a.face === "HOP") lines.push(t("ded.log.hop"));
    for (const d of a.defences) {
      const verdict = `${t(d.attackerWins ? "ded.log.attackerWins" : "ded.log.defenderWins")} (${t(`ded.log.by.${d.by}`)})`;
      lines.push(t("ded.log.defence", { piece: piece(d.pyramid), dice: dice(d.dice), verdict }));
    }
    if (a.result === "won") lines.push(t("ded.log.won", { name: name(a.seat) }));
    else if (a.result === "tipped") lines.push(t("ded.log.tipped"));
    else lines.push(t("ded.log.captured", { captor: name(a.capturedBy ?? ownerOf(a.target)), piece: piece(a.attacker) }));
  };

  for (const e of events) {
    switch (e.type) {
      case "roll-off":
        lines.push(t("ded.log.rollOff", { rolls: e.rolls.map((r) => `${name(r.seat)} ${r.die}`).join(", ") }));
        break;
      case "first-player":
        lines.push(t("ded.log.first", { name: name(e.seat) }));
        break;
      case "turn":
        lines.push(t("ded.log.turn", { n: e.turn, name: name(e.seat) }));
        break;
      case "cleanup":
        if (e.pyramids.length > 0) lines.push(t("ded.log.cleanup", { name: name(e.seat), count: e.pyramids.length }));
        break;
      case "attack":
        attack(e.attack);
        break;
      case "pass":
        lines.push(t("ded.log.pass", { name: name(e.seat) }));
        break;
      case "swap":
        lines.push(t("ded.log.swap", { name: name(e.seat), a: piece(e.a), b: piece(e.b) }));
        break;
      case "dig":
        lines.push(t("ded.log.dig", { name: name(e.seat), piece: piece(e.pyramid) }));
        break;
      case "aim":
        lines.push(t(e.tipped ? "ded.log.aimTip" : "ded.log.aimUp", { name: name(e.seat), piece: piece(e.pyramid) }));
        break;
      case "decline":
        lines.push(t("ded.log.decline", { name: name(e.seat), face: e.face }));
        break;
      case "game-over": {
        lines.push(e.reason === "stall" ? t("ded.log.over.stall") : t("ded.log.over.no-attack", { name: name(lastTurn(events)) }));
        lines.push(
          t("ded.log.scores", {
            scores: e.scores.map((s, seat) => `${name(seat)} ${s}`).join(", "),
            winners: e.winners.map(name).join(", "),
          }),
        );
        break;
      }
    }
  }
  return lines;
}

/** The seat whose turn started last in these events (the one left without an attack). */
function lastTurn(events: readonly DedEvent[]): number {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.type === "turn") return e.seat;
  }
  return 0;
}
