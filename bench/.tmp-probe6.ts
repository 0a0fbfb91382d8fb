import { gameOf, Rng, seedRng } from "@tablee/shared";
const { rules, bot, strong } = gameOf("dog");
const players = Number(process.env.P ?? 6);
const rng = new Rng(seedRng("p"));
let state = rules.setup(players, "probe5");
let ms = 0, n = 0;
for (let step = 0; step < 600 && rules.outcome(state) === null; step++) {
  const seat = rules.activeSeats(state)[0];
  const view = rules.view(state, seat);
  let action;
  if (step % 10 === 0 && view.phase === "play") { const t = performance.now(); action = strong.decide(view, rng, { iterations: 200, ms: Infinity }); ms += performance.now() - t; n++; }
  else action = bot(view, rng);
  state = rules.apply(state, seat, action);
}
console.log(players, n, (ms / n).toFixed(1));
