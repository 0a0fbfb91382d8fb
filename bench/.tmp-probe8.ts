import { gameOf, Rng, seedRng } from "@tablee/shared";
const { rules } = gameOf("dog");
const RESTART = 20000;
function window(players: number, ms: number, state: { round: number; pick: Rng }): number {
  let done = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    let s = rules.setup(players, `bench-${state.round++}`);
    for (let a = 0; a < RESTART; a++) {
      const active = rules.activeSeats(s);
      if (active.length === 0) break;
      const seat = active[state.pick.int(active.length)];
      const legal = rules.legalActions(s, seat);
      s = rules.apply(s, seat, legal[state.pick.int(legal.length)]);
      done++;
    }
  }
  return done / ((performance.now() - start) / 1000);
}
const med = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const st = { 4: { round: 0, pick: new Rng(seedRng("a")) }, 6: { round: 0, pick: new Rng(seedRng("a")) } } as const;
const r: Record<number, number[]> = { 4: [], 6: [] };
const only = process.env.P ? [Number(process.env.P)] : [4, 6];
for (let i = 0; i < Number(process.env.N ?? 12); i++) for (const p of only) r[p].push(window(p, 1500, st[p as 4 | 6]));
for (const p of only) console.log(p, Math.round(med(r[p])), r[p].map(Math.round).join(" "));
if (only.length === 2) console.log("ratio", (med(r[4]) / med(r[6])).toFixed(2));
