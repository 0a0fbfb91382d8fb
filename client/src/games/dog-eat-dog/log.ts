import type { DogEatDog } from "@tablee/shared";

type DedEvent = DogEatDog.DedViewEvent;
type AttackView = DogEatDog.AttackView;

/*
 * Dog Eat Dog's events told in words for the table's log: every die of every roll (roll-off,
 * attacker, Treehouse face, each defender), who won each duel and why, who captured what.
 * The words live here (not in the renderer's lazy dictionary) because the log is written
 * before the canvas loads (the lobby's option words too); nothing is imported at run time,
 * so tests can read the lines.
 */

type Translate = (key: string, params?: Record<string, string | number>) => string;

const en: Record<string, string> = {
  "ded.log.rollOff": "Roll-off: {rolls}.",
  "ded.log.first": "{name} rolled highest and starts.",
  "ded.log.turn": "Turn {n}: {name}.",
  "ded.log.cleanup": "{name} stands {count} tipped pyramid(s) back up.",
  "ded.log.attack": "{name} attacks {target} with a {size}: rolls {dice}.",
  "ded.log.attackTree": "{name} attacks {target} with a {size}: rolls {dice} and the Treehouse die shows {face}.",
  "ded.log.stack": "a stack of {n} topped by {piece}",
  "ded.log.piece": "{owner}'s {size}",
  "ded.log.defence": "{piece} rolls {dice}: {verdict}.",
  "ded.log.attackerWins": "the attacker wins",
  "ded.log.defenderWins": "the defender wins",
  "ded.log.by.higher": "higher die",
  "ded.log.by.smaller": "tie, the smaller pyramid wins",
  "ded.log.by.same-size": "tie between equal sizes, the defender wins",
  "ded.log.tip": "TIP: the attack fails.",
  "ded.log.hop": "HOP: the attack succeeds.",
  "ded.log.won": "{name} now controls that pile.",
  "ded.log.tipped": "Both pyramids are tipped over.",
  "ded.log.captured": "{captor} captures {piece}.",
  "ded.log.pass": "{name} passes.",
  "ded.log.swap": "{name} swaps the tops of two stacks: {a} and {b}.",
  "ded.log.dig": "{name} digs {piece} to the top of its stack.",
  "ded.log.aimTip": "{name} tips over {piece}.",
  "ded.log.aimUp": "{name} stands up {piece}.",
  "ded.log.decline": "{name} does not use the {face}.",
  "ded.log.over.no-attack": "{name} has no attack left: the game is over.",
  "ded.log.over.stall": "Every player passed in a row: the game is over.",
  "ded.log.scores": "Scores: {scores}. Winner: {winners}.",
  "ded.size.1": "small",
  "ded.size.2": "medium",
  "ded.size.3": "large",
  "ded.seat": "Seat {n}",
  // The lobby's create form (ClientGame.options).
  "ded.option.treehouse": "Treehouse die",
  "ded.option.treehouse.off": "Off: six-sided dice only",
  "ded.option.treehouse.on": "On: a 2- or 3-pip attacker may roll it",
};

const fr: Record<string, string> = {
  "ded.log.rollOff": "Tirage pour commencer : {rolls}.",
  "ded.log.first": "{name} a fait le plus haut et commence.",
  "ded.log.turn": "Tour {n} : {name}.",
  "ded.log.cleanup": "{name} redresse {count} pyramide(s) renversée(s).",
  "ded.log.attack": "{name} attaque {target} avec une {size} : lance {dice}.",
  "ded.log.attackTree": "{name} attaque {target} avec une {size} : lance {dice} et le dé Treehouse montre {face}.",
  "ded.log.stack": "une pile de {n} coiffée par {piece}",
  "ded.log.piece": "la {size} de {owner}",
  "ded.log.defence": "{piece} lance {dice} : {verdict}.",
  "ded.log.attackerWins": "l'attaquant gagne",
  "ded.log.defenderWins": "le défenseur gagne",
  "ded.log.by.higher": "dé le plus haut",
  "ded.log.by.smaller": "égalité, la plus petite pyramide gagne",
  "ded.log.by.same-size": "égalité entre tailles égales, le défenseur gagne",
  "ded.log.tip": "TIP : l'attaque échoue.",
  "ded.log.hop": "HOP : l'attaque réussit.",
  "ded.log.won": "{name} contrôle maintenant cette pile.",
  "ded.log.tipped": "Les deux pyramides sont renversées.",
  "ded.log.captured": "{captor} capture {piece}.",
  "ded.log.pass": "{name} passe.",
  "ded.log.swap": "{name} échange les sommets de deux piles : {a} et {b}.",
  "ded.log.dig": "{name} remonte {piece} au sommet de sa pile.",
  "ded.log.aimTip": "{name} renverse {piece}.",
  "ded.log.aimUp": "{name} redresse {piece}.",
  "ded.log.decline": "{name} n'utilise pas le {face}.",
  "ded.log.over.no-attack": "{name} n'a plus d'attaque possible : la partie est finie.",
  "ded.log.over.stall": "Tout le monde a passé à la suite : la partie est finie.",
  "ded.log.scores": "Scores : {scores}. Vainqueur : {winners}.",
  "ded.size.1": "petite",
  "ded.size.2": "moyenne",
  "ded.size.3": "grande",
  "ded.seat": "Place {n}",
  "ded.option.treehouse": "Dé Treehouse",
  "ded.option.treehouse.off": "Non : dés à six faces seulement",
  "ded.option.treehouse.on": "Oui : une attaquante de 2 ou 3 points peut le lancer",
};

/** The log's words, merged into the shell's dictionary when the game is registered. */
export const dedLogWords: { fr: Record<string, string>; en: Record<string, string> } = { fr, en };

/** A translator over one language's log words (for tests and tools without the shell). */
export function logTranslator(lang: "fr" | "en"): Translate {
  const words = dedLogWords[lang];
  return (key, params) => (words[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => (params && name in params ? String(params[name]) : whole));
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
