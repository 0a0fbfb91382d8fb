/**
 * Dev-only page: mounts the DOG renderer on hand-made views to look at the table without a
 * server. `npx vite --port 5190` in client/, then /preview/dog.html?scene=play&lang=fr.
 * Scenes: play, joker, seven, four, exchange, waiting, received, spectator, animate; at six
 * seats: six (a turn), six-exchange, six-threes (the house variant's two teams of three, a
 * seat home playing for its teammate), six-spectator.
 */
import { Application, Container } from "pixi.js";
import type { Dog } from "@tablee/shared";
import { createDogRenderer } from "../src/games/dog/index";
import { dogMessages } from "../src/games/dog/i18n";
import { translator } from "../src/i18n/words";

type View = Dog.DogView;
type Action = Dog.DogAction;

const params = new URLSearchParams(location.search);
const scene = params.get("scene") ?? "play";
const lang = (params.get("lang") ?? "en") as "fr" | "en";

function baseView(): View {
  const marbles = Array<number>(16).fill(-1);
  marbles[0] = 5; marbles[1] = 0; marbles[2] = 65;
  marbles[4] = 20; marbles[5] = 30;
  marbles[8] = 40; marbles[9] = 62;
  marbles[12] = 50; marbles[13] = 9;
  return {
    seat: 0, hand: ["A", "7", "4", "Joker", "J", "10"], handCounts: [6, 5, 5, 6], marbles,
    fresh: Array(16).fill(false), discard: ["9", "Q"], phase: "play", turn: 0, dealer: 3, firstPlayer: 0,
    deal: 1, dealSize: 6, folded: [false, false, false, true], exchangeChosen: [true, true, true, true],
    myExchange: "K", received: "Q", events: [], active: [0], legal: [],
  };
}

/** A six-seat table (DOG-15): three teams of two, or with `threes` the house variant's two of three. */
function sixView(threes: boolean): View {
  const marbles = Array<number>(24).fill(-1);
  marbles[0] = 5; marbles[1] = 0; marbles[2] = 97;
  marbles[4] = 20; marbles[5] = 30; marbles[6] = 16;
  marbles[8] = 40; marbles[9] = 62;
  marbles[12] = 50; marbles[13] = 9; marbles[14] = 98;
  marbles[16] = 70; marbles[17] = 64; marbles[18] = 88;
  marbles[20] = 85; marbles[21] = 94; marbles[22] = 80;
  if (threes) for (let m = 8; m < 12; m++) marbles[m] = 96 + (m & 3);
  return {
    seat: 0, hand: ["A", "7", "4", "Joker", "J", "10"], handCounts: [6, 5, 5, 0, 4, 5], marbles, track: 96,
    teamOf: Array.from({ length: 6 }, (_, s) => s % (threes ? 2 : 3)),
    fresh: Array(24).fill(false), discard: ["9", "Q"], phase: "play", turn: 0, dealer: 3, firstPlayer: 0,
    deal: 1, dealSize: 6, folded: [false, false, false, true, false, false], exchangeChosen: Array(6).fill(true),
    myExchange: "K", received: "Q", events: [], active: [0], legal: [],
  };
}

function scenario(): { view: View; legal: Action[]; next?: { view: View; legal: Action[] } } {
  if (scene.startsWith("six")) {
    const view = sixView(scene === "six-threes");
    const legal: Action[] = [
      { type: "start", card: "A", marble: 3 },
      { type: "move", card: "A", marble: 0, steps: 1, finish: false },
      { type: "move", card: "10", marble: 0, steps: 10, finish: false },
      { type: "move", card: "4", marble: 0, steps: -4, finish: false },
      { type: "swap", card: "J", marble: 0, other: 4 },
    ];
    if (scene === "six-exchange") {
      view.phase = "exchange"; delete view.myExchange; delete view.received; view.exchangeChosen = [false, true, false, false, true, false];
      return { view, legal: (["A", "7", "4", "Joker", "J", "10"] as const).map((card) => ({ type: "exchange", card }) as Action) };
    }
    if (scene === "six-spectator") {
      delete view.seat; delete view.hand; delete view.myExchange; delete view.received; view.turn = 2; view.active = [2];
      return { view, legal: [] };
    }
    if (scene === "six-won") {
      for (const s of [0, 3]) for (let m = 4 * s; m < 4 * s + 4; m++) view.marbles[m] = 96 + (m & 3);
      view.winner = 0; view.phase = "over"; view.active = [];
      return { view, legal: [] };
    }
    return { view, legal };
  }
  const view = baseView();
  const legal: Action[] = [
    { type: "start", card: "A", marble: 3 },
    { type: "move", card: "A", marble: 0, steps: 1, finish: false },
    { type: "move", card: "A", marble: 0, steps: 11, finish: false },
    { type: "move", card: "10", marble: 0, steps: 10, finish: false },
    { type: "move", card: "10", marble: 1, steps: 10, finish: false },
    { type: "move", card: "4", marble: 0, steps: 4, finish: false },
    { type: "move", card: "4", marble: 0, steps: -4, finish: false },
    { type: "move", card: "4", marble: 1, steps: 4, finish: false },
    { type: "move", card: "4", marble: 1, steps: -4, finish: false },
    { type: "swap", card: "J", marble: 0, other: 4 },
    { type: "swap", card: "J", marble: 0, other: 9 },
    { type: "swap", card: "J", marble: 1, other: 4 },
    { type: "seven", card: "7", marble: 0, steps: 7, finish: false },
    { type: "move", card: "Joker", as: "K", marble: 3, steps: 0, finish: false },
    { type: "start", card: "Joker", as: "A", marble: 3 },
    { type: "move", card: "Joker", as: "5", marble: 0, steps: 5, finish: false },
    { type: "move", card: "Joker", as: "Q", marble: 0, steps: 12, finish: false },
  ].filter((a) => !(a.type === "move" && a.steps === 0)) as Action[];
  switch (scene) {
    case "joker":
      return { view, legal };
    case "four":
      return { view, legal };
    case "seven": {
      view.marbles[0] = 60; view.marbles[1] = 12; view.seven = { card: "7", remaining: 5 }; view.hand = ["A", "4", "J", "10", "2"];
      view.discard = [...view.discard, "7"];
      const parts: Action[] = [];
      for (let s = 1; s <= 5; s++) parts.push({ type: "seven", marble: 0, steps: s, finish: false });
      for (let s = 5; s <= 5; s++) parts.push({ type: "seven", marble: 0, steps: s, finish: true });
      for (let s = 1; s <= 5; s++) parts.push({ type: "seven", marble: 1, steps: s, finish: false });
      return { view, legal: parts };
    }
    case "exchange":
      view.phase = "exchange"; delete view.myExchange; delete view.received; view.exchangeChosen = [false, true, false, false];
      view.folded = [false, false, false, false];
      return { view, legal: (["A", "7", "4", "Joker", "J", "10"] as const).map((card) => ({ type: "exchange", card }) as Action) };
    case "waiting":
      view.phase = "exchange"; delete view.received; view.exchangeChosen = [true, true, false, false]; view.hand = ["A", "7", "4", "J", "10"];
      return { view, legal: [] };
    case "received":
      view.turn = 1;
      return { view, legal: [] };
    case "spectator":
      delete view.seat; delete view.hand; delete view.myExchange; delete view.received; view.turn = 2;
      return { view, legal: [] };
    case "animate": {
      const first = { view: { ...view, turn: 1 }, legal: [] as Action[] };
      const marbles = [...view.marbles];
      marbles[4] = 30; marbles[5] = -1;
      const next: View = { ...view, marbles, turn: 2, discard: [...view.discard, "10"], handCounts: [6, 4, 5, 6],
        events: [{ type: "played", seat: 1, card: "10" }, { type: "moved", marble: 4, from: 20, to: 30, path: [21, 22, 23, 24, 25, 26, 27, 28, 29, 30] }, { type: "sent-home", marble: 5, from: 30 }] };
      return { ...first, next: { view: next, legal: [] } };
    }
    default:
      return { view, legal };
  }
}

const app = new Application();
await app.init({
  resizeTo: document.getElementById("table")!,
  background: 0x17352a,
  antialias: true,
  resolution: window.devicePixelRatio || 1,
  autoDensity: true,
  accessibilityOptions: { enabledByDefault: true, deactivateOnMouseMove: false, debug: params.has("debug") },
});
document.getElementById("table")!.appendChild(app.canvas);
const layer = new Container();
app.stage.addChild(layer);

const renderer = createDogRenderer({
  app,
  layer,
  // The preview's ticker draws every frame: nothing to ask of a stage.
  stage: { requestRender: () => undefined, animating: () => () => undefined, pulse: true },
  seat: scene === "spectator" ? null : 0,
  seatNames: () => ["Alice", "Bruno", "Chloé", "Dmitri", "Emeka", "Fatou"],
  locale: () => lang,
  t: translator(dogMessages[lang], lang),
  act: (action) => console.log("act", JSON.stringify(action)),
});
const s = scenario();
renderer.update(s.view, s.legal);
app.renderer.on("resize", (w: number, h: number) => renderer.resize(w, h));
renderer.resize(app.screen.width, app.screen.height);
if (s.next) setTimeout(() => renderer.update(s.next!.view, s.next!.legal), 300);
(window as unknown as { dogPreview: unknown }).dogPreview = { app, renderer };
