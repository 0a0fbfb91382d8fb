import type { Frontline } from "@tablee/shared";
import { translator, wordTables, type Locale, type Translate } from "../../i18n/words.js";
import words from "./log.json" with { type: "json" };

type Event = Frontline.FrontlineEvent;

/*
 * Frontline's events told in words for the table's log: the first-player draw, every roll,
 * each die's use, each power and what it touched, crossings and the end. The words live in
 * log.json (not in the renderer's lazy dictionary) because the log is written before the
 * canvas loads (the lobby's option words too); the lines need no shell, so tests can read them.
 */

/** The log's words (and the lobby's option words), merged into the shell's dictionary when the game is registered. */
export const frontlineLogWords = wordTables(words);

/** A translator over one language's log words (for tests and tools without the shell). */
export function logTranslator(lang: Locale): Translate {
  return translator(frontlineLogWords[lang], lang);
}

const COLOUR_OF_FACE = ["red", "blue", "green", "yellow", "black"];

/** Chess names from seat 0's side: files a..h are the columns, ranks 1..8 the rows. */
export function squareName(square: number): string {
  return `${"abcdefgh"[square & 7]}${(square >> 3) + 1}`;
}

/** A die as "3 (green)"; a 6 as "6 (any colour)". */
export function dieText(face: number, t: Translate): string {
  return t("fl.die", { face, colour: face === 6 ? t("fl.any") : t(`fl.colour.${COLOUR_OF_FACE[face - 1]}`) });
}

/** One line per event worth telling; the end of a turn is told by the next roll. */
export function describeFrontline(events: readonly Event[], names: readonly string[], t: Translate): string[] {
  const name = (seat: number): string => names[seat] || t("fl.seat", { n: seat + 1 });
  const piece = (colour: string, size: number): string => t("fl.piece", { colour: t(`fl.colour.${colour}`), size: t(`fl.size.${size}`) });
  const lines: string[] = [];
  for (const e of events) {
    switch (e.type) {
      case "first-player":
        lines.push(t(e.by === "draw" ? "fl.log.firstDraw" : "fl.log.firstTable", { name: name(e.seat) }));
        break;
      case "roll":
        lines.push(t("fl.log.roll", { name: name(e.seat), dice: e.faces.map((f) => dieText(f, t)).join(", ") }));
        break;
      case "decline":
        lines.push(t("fl.log.decline", { name: name(e.seat), n: e.die + 1 }));
        break;
      case "lost":
        lines.push(t("fl.log.lost", { name: name(e.seat), dice: e.dice.map((d) => d + 1).join(t("fl.and")) }));
        break;
      case "enter":
        lines.push(t("fl.log.enter", { name: name(e.seat), colour: t(`fl.colour.${e.colour}`), square: squareName(e.square) }));
        break;
      case "take":
        lines.push(t("fl.log.take", { name: name(e.seat), square: squareName(e.square) }));
        break;
      case "grow":
        lines.push(t("fl.log.grow", { name: name(e.seat), square: squareName(e.square), size: t(`fl.size.${e.size}`) }));
        break;
      case "activate":
        lines.push(
          e.how === "stand"
            ? t("fl.log.stand", { name: name(e.seat), square: squareName(e.square) })
            : t("fl.log.shrink", { name: name(e.seat), square: squareName(e.square), size: t(`fl.size.${e.size}`) }),
        );
        break;
      case "power":
        lines.push(
          t(`fl.log.power.${e.colour}`, {
            count: e.affected.length,
            m: e.removed.length,
            x: e.pips,
            name: name(e.seat),
          }),
        );
        break;
      case "carry":
        lines.push(t("fl.log.carry", { name: name(e.seat), from: squareName(e.from), to: squareName(e.to) }));
        break;
      case "move":
        lines.push(t("fl.log.move", { name: name(e.seat), from: squareName(e.from), to: squareName(e.to) }));
        break;
      case "cross":
        lines.push(t("fl.log.cross", { name: name(e.seat), piece: piece(e.colour, e.size) }));
        break;
      case "stall":
        lines.push(t("fl.log.stall", { count: e.quietTurns }));
        break;
      case "win":
        lines.push(t("fl.log.win", { name: name(e.seat) }));
        break;
      case "draw":
        lines.push(t(`fl.log.draw.${e.reason}`, { name: e.by === null ? "" : name(e.by) }));
        break;
      case "turn":
        break;
    }
  }
  return lines;
}
