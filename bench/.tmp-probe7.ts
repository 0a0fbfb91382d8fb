import { gameOf, Rng, seedRng } from "@tablee/shared";
const { rules, bot, strong } = gameOf("dog");
const p99 = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length * 0.99)];
const out: Record<number, number[]> = { 4: [], 6: [] };
for (let round = 0; round < 3; round++) for (const players of [4, 6]) {
  const rng = new Rng(seedRng(`p${round}`));
  let state = rules.setup(players, `probe7-${round}`);
  for (let step = 0; step < 900 && rules.outcome(state) === null; step++) {
    const seat = rules.activeSeats(state)[0];
    const view = rules.view(state, seat);
    let action;
    if (step % 6 === 0) { const t = performance.now(); action = strong.decide(view, rng, strong.budget); out[players].push(performance.now() - t); }
    else action = bot(view, rng);
    state = rules.apply(state, seat, action);
  }
}
for (const p of [4, 6]) { const xs = out[p]; console.log(p, xs.length, "mean", (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1), "p99", p99(xs).toFixed(1), "max", Math.max(...xs).toFixed(1), "over250", xs.filter((x) => x > 250).length); }
