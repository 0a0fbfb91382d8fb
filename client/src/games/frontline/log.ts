import type { Frontline } from "@tablee/shared";

type Event = Frontline.FrontlineEvent;

/*
 * Frontline's events told in words for the table's log: the first-player draw, every roll,
 * each die's use, each power and what it touched, crossings and the end. The words live
 * here (not in the renderer's lazy dictionary) because the log is written before the canvas
 * loads; nothing is imported at run time, so tests can read the lines.
 */

export type Translate = (key: string, params?: Record<string, string | number>) => string;

const en: Record<string, string> = {
  "fl.log.firstDraw": "Random draw: {name} plays first.",
  "fl.log.firstTable": "{name} plays first, as the table chose.",
  "fl.log.roll": "{name} rolls {dice}.",
  "fl.log.decline": "{name} declines die {n}.",
  "fl.log.lost": "{name} loses die {dice}: no action possible.",
  "fl.log.enter": "{name} enters a small {colour} on {square}.",
  "fl.log.take": "{name} takes the pyramid on {square}.",
  "fl.log.grow": "{name} grows the pyramid on {square} into a {size}.",
  "fl.log.stand": "{name} stands up the pyramid on {square} and uses its power.",
  "fl.log.shrink": "{name} shrinks the pyramid on {square} to a {size} and uses its power.",
  "fl.log.power.red": "Destruction: {n} pyramid(s) removed.",
  "fl.log.power.blue": "Control: {n} pyramid(s) now {name}'s.",
  "fl.log.power.green": "Growth: {n} pyramid(s) grown, {m} removed.",
  "fl.log.power.yellow": "Transport: up to {x} of {n} pyramid(s) may be carried.",
  "fl.log.power.black": "Immobilisation: {n} pyramid(s) stood up.",
  "fl.log.carry": "{name} carries the pyramid from {from} to {to}.",
  "fl.log.move": "{name} moves {from} → {to}.",
  "fl.log.cross": "{name}'s {piece} crosses the line!",
  "fl.log.stall": "{n} turns without a crossing: either player may claim a draw.",
  "fl.log.win": "{name} has crossed all five colours and wins!",
  "fl.log.draw.claimed": "{name} claims the draw.",
  "fl.log.draw.turn-limit": "Turn limit reached: the game is a draw.",
  "fl.log.draw.blocked": "Nobody can act any more: the game is a draw.",
  "fl.die": "{face} ({colour})",
  "fl.any": "any colour",
  "fl.piece": "{size} {colour}",
  "fl.colour.red": "red",
  "fl.colour.blue": "blue",
  "fl.colour.green": "green",
  "fl.colour.yellow": "yellow",
  "fl.colour.black": "black",
  "fl.size.1": "small",
  "fl.size.2": "medium",
  "fl.size.3": "large",
  "fl.seat": "Seat {n}",
  "fl.and": " and ",
  "fl.option.firstPlayer": "Who plays first",
  "fl.option.firstPlayer.random": "Random draw (shown to both)",
  "fl.option.firstPlayer.0": "Seat 1 (the host)",
  "fl.option.firstPlayer.1": "Seat 2",
  "fl.option.turnLimit": "Turn limit (a draw when reached)",
  "fl.option.turnLimit.none": "None",
  "fl.option.turnLimit.60": "60 turns",
  "fl.option.turnLimit.100": "100 turns",
  "fl.option.turnLimit.200": "200 turns",
};

const fr: Record<string, string> = {
  "fl.log.firstDraw": "Tirage au sort : {name} commence.",
  "fl.log.firstTable": "{name} commence, au choix de la table.",
  "fl.log.roll": "{name} lance {dice}.",
  "fl.log.decline": "{name} renonce au dé {n}.",
  "fl.log.lost": "{name} perd le dé {dice} : aucune action possible.",
  "fl.log.enter": "{name} pose une petite {colour} en {square}.",
  "fl.log.take": "{name} prend le contrôle de la pyramide en {square}.",
  "fl.log.grow": "{name} améliore la pyramide en {square} : {size}.",
  "fl.log.stand": "{name} redresse la pyramide en {square} et active son pouvoir.",
  "fl.log.shrink": "{name} déclasse la pyramide en {square} ({size}) et active son pouvoir.",
  "fl.log.power.red": "Destruction : {n} pyramide(s) retirée(s).",
  "fl.log.power.blue": "Contrôle : {n} pyramide(s) passent à {name}.",
  "fl.log.power.green": "Amélioration : {n} pyramide(s) améliorée(s), {m} retirée(s).",
  "fl.log.power.yellow": "Transport : jusqu'à {x} des {n} pyramide(s) à portée peuvent être déplacées.",
  "fl.log.power.black": "Immobilisation : {n} pyramide(s) redressée(s).",
  "fl.log.carry": "{name} transporte la pyramide de {from} en {to}.",
  "fl.log.move": "{name} déplace {from} → {to}.",
  "fl.log.cross": "La {piece} de {name} passe la ligne !",
  "fl.log.stall": "{n} tours sans passage de ligne : chacun peut demander la nulle.",
  "fl.log.win": "{name} a fait passer les cinq couleurs et gagne !",
  "fl.log.draw.claimed": "{name} demande la nulle.",
  "fl.log.draw.turn-limit": "Limite de tours atteinte : partie nulle.",
  "fl.log.draw.blocked": "Plus personne ne peut jouer : partie nulle.",
  "fl.die": "{face} ({colour})",
  "fl.any": "joker",
  "fl.piece": "{colour} {size}",
  "fl.colour.red": "rouge",
  "fl.colour.blue": "bleue",
  "fl.colour.green": "verte",
  "fl.colour.yellow": "jaune",
  "fl.colour.black": "noire",
  "fl.size.1": "petite",
  "fl.size.2": "moyenne",
  "fl.size.3": "grande",
  "fl.seat": "Place {n}",
  "fl.and": " et ",
  "fl.option.firstPlayer": "Qui commence",
  "fl.option.firstPlayer.random": "Tirage au sort (montré aux deux)",
  "fl.option.firstPlayer.0": "Place 1 (l'hôte)",
  "fl.option.firstPlayer.1": "Place 2",
  "fl.option.turnLimit": "Limite de tours (nulle une fois atteinte)",
  "fl.option.turnLimit.none": "Aucune",
  "fl.option.turnLimit.60": "60 tours",
  "fl.option.turnLimit.100": "100 tours",
  "fl.option.turnLimit.200": "200 tours",
};

/** The log's words, merged into the shell's dictionary when the game is registered. */
export const frontlineLogWords: { fr: Record<string, string>; en: Record<string, string> } = { fr, en };

/** A translator over one language's log words (for tests and tools without the shell). */
export function logTranslator(lang: "fr" | "en"): Translate {
  const words = frontlineLogWords[lang];
  return (key, params) => (words[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => (params && name in params ? String(params[name]) : whole));
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
            n: e.affected.length,
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
        lines.push(t("fl.log.stall", { n: e.quietTurns }));
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
