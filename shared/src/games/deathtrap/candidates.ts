import { KINDS } from "./cards.js";
import { deathtrapFacts } from "./facts.js";
import type { CardKind, CreatureKind, DeathtrapAction } from "./types.js";

const CREATURE_KINDS = KINDS.slice(0, 12) as CreatureKind[];

/**
 * Every well-formed Deathtrap action, spelled as `legalActions` spells them: each set a play
 * may name (a creature or wilds only, 0–12 naturals, 0–2 wilds), the Pig's every discard
 * without a leader and with each seat of the largest table, each return of one or two cards.
 * The same at every table and moment; most are illegal at any given one.
 */
export function deathtrapCandidates(): DeathtrapAction[] {
  const out: DeathtrapAction[] = [{ type: "pass" }, { type: "killing-machine" }];
  for (const kind of [null, ...CREATURE_KINDS]) {
    for (let naturals = 0; naturals <= 12; naturals++) for (let wilds = 0; wilds <= 2; wilds++) out.push({ type: "play", kind, naturals, wilds });
  }
  for (const discard of [null, ...KINDS] as (CardKind | null)[]) {
    out.push({ type: "pig", discard });
    for (let leader = 0; leader < deathtrapFacts.maxPlayers; leader++) out.push({ type: "pig", discard, leader });
  }
  for (const a of KINDS) {
    out.push({ type: "return", cards: [a] });
    for (const b of KINDS) out.push({ type: "return", cards: [a, b] });
  }
  return out;
}
