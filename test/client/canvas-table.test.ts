/// <reference lib="dom" />
/**
 * What every game's table learns from the kit's CanvasTable, without a canvas: the one key
 * that says whether a view is new (and whether its legal list is), that a view showing nothing
 * new is not drawn again, that a sent action locks input until the server's next view, that
 * the player's choice starts again with a new legal list and after a send, and the whose-turn
 * line; and of its buttons: the keyboard's order as a turn goes, names that start with the
 * words a button shows.
 */
import { describe, expect, test } from "@jest/globals";
import { Container } from "pixi.js";
import { CanvasTable, type Update } from "../../client/src/games/kit/table.ts";
import { keyOrder, type Button } from "../../client/src/games/kit/buttons.ts";
import { nameShowing } from "../../client/src/games/kit/button.ts";
import type { RendererContext } from "../../client/src/games/renderer.ts";

interface View {
  turn: number;
  events: { type: string }[];
}
type Action = { type: "play"; card: string } | { type: "pass" };
/** A card picked, and a standing preference that outlives a choice. */
type Choice = { card: string | null; loud: boolean };

class Probe extends CanvasTable<View, Action, Choice> {
  readonly shown: Update<View>["changed"][] = [];
  readonly drawn: { legal: Action[]; choice: Choice }[] = [];
  protected override seatWords = { you: "You", other: "Seat {n}", turn: "{name} to play" };
  constructor(ctx: RendererContext<Action>) {
    super(ctx, (before) => ({ card: null, loud: before?.loud ?? false }));
  }
  protected override show({ changed }: Update<View>): void {
    this.shown.push(changed);
  }
  protected override relayout(): void {}
  protected override redraw(): void {
    this.drawn.push({ legal: [...this.legal], choice: this.choice });
  }
  press(action: Action): void {
    this.send(action);
  }
  pick(choice: Choice): void {
    this.choose(choice);
  }
  picked(): Choice {
    return this.choice;
  }
  offered(): Action[] {
    return this.legal;
  }
  name(seat: number): string {
    return this.seatName(seat);
  }
  whoseTurn(seat: number): string {
    return this.turnLine(seat);
  }
}

function probe(names: string[] = ["", ""], seat: number | null = 0) {
  const acted: Action[] = [];
  const page = { names, away: [null, null] as (string | null)[], locale: "en" };
  const ctx = {
    app: { ticker: { add: () => undefined, remove: () => undefined }, screen: { width: 800, height: 600 }, canvas: null },
    layer: new Container(),
    stage: { animating: () => undefined },
    seat,
    seatNames: () => page.names,
    absence: (s: number) => page.away[s] ?? null,
    locale: () => page.locale,
    t: (key: string, params?: Record<string, string | number>) => key.replace("{n}", String(params?.n)).replace("{name}", String(params?.name)),
    act: (action: Action) => acted.push(action),
  } as unknown as RendererContext<Action>;
  return { table: new Probe(ctx), acted, page };
}

const play: Action = { type: "play", card: "7" };
const pass: Action = { type: "pass" };

describe("CanvasTable", () => {
  test("an update says whether the legal list, the view and its events are new", () => {
    const { table } = probe();
    table.update({ turn: 0, events: [{ type: "deal" }] }, [play, pass]);
    table.update({ turn: 1, events: [{ type: "play" }] }, [play, pass]);
    table.update({ turn: 1, events: [] }, [pass]);
    table.update({ turn: 2, events: [] }, [pass]);
    expect(table.shown).toEqual([
      { legal: true, view: true, events: true },
      { legal: false, view: true, events: true },
      { legal: true, view: false, events: false },
      { legal: false, view: true, events: false },
    ]);
  });

  test("a view that shows nothing new is not drawn again, unless asked anew; names, who is away and the language are new", () => {
    const { table, page } = probe(["Alice", "Bob"]);
    expect(table.update({ turn: 0, events: [] }, [play])).toBe(true);
    expect(table.update({ turn: 0, events: [] }, [play])).toBe(false);
    expect(table.shown).toHaveLength(1);
    expect(table.update({ turn: 0, events: [] }, [play], true)).toBe(true);
    expect(table.shown.at(-1)).toEqual({ legal: false, view: false, events: false });
    page.names = ["Alice", "Bobby"];
    expect(table.update({ turn: 0, events: [] }, [play])).toBe(true);
    page.away = [null, "A bot plays for Bobby."];
    expect(table.update({ turn: 0, events: [] }, [play])).toBe(true);
    page.locale = "fr";
    expect(table.update({ turn: 0, events: [] }, [play])).toBe(true);
    expect(table.shown.slice(-3).map((c) => c.view)).toEqual([true, true, true]);
    // Fresh events are new even on a view otherwise the same.
    expect(table.update({ turn: 0, events: [{ type: "play" }] }, [play])).toBe(true);
  });

  test("a send leaves nothing to press until the server's next view, which counts as a new legal list even when refused", () => {
    const { table, acted } = probe();
    table.update({ turn: 0, events: [] }, [play, pass]);
    table.press(play);
    expect(acted).toEqual([play]);
    // The table redraws without input before the action leaves.
    expect(table.drawn.at(-1)?.legal).toEqual([]);
    expect(table.offered()).toEqual([]);
    // Refused: the very same view and list come back; the choice under way starts again.
    expect(table.update({ turn: 0, events: [] }, [play, pass])).toBe(true);
    expect(table.shown.at(-1)).toEqual({ legal: true, view: false, events: false });
    expect(table.offered()).toEqual([play, pass]);
  });

  test("the choice starts again with a new legal list and after a send, keeping what outlives it; not with the same list", () => {
    const { table } = probe();
    table.update({ turn: 0, events: [] }, [play, pass]);
    table.pick({ card: "7", loud: true });
    expect(table.drawn.at(-1)?.choice).toEqual({ card: "7", loud: true });
    // Another seat's move: the same legal list, the choice stays.
    table.update({ turn: 0, events: [{ type: "play" }] }, [play, pass]);
    expect(table.picked()).toEqual({ card: "7", loud: true });
    table.update({ turn: 0, events: [] }, [pass]);
    expect(table.picked()).toEqual({ card: null, loud: true });
    table.pick({ card: "7", loud: true });
    table.press(pass);
    expect(table.drawn.at(-1)).toEqual({ legal: [], choice: { card: null, loud: true } });
  });

  test("a seat's name, else the game's word for the own seat or for the others; whose turn, else who is away", () => {
    const { table, page } = probe(["Alice", "", ""], 1);
    expect(table.name(0)).toBe("Alice");
    expect(table.name(1)).toBe("You");
    expect(table.name(2)).toBe("Seat 3");
    expect(probe(["Alice", ""], null).table.name(1)).toBe("Seat 2");
    expect(table.whoseTurn(0)).toBe("Alice to play");
    page.away = ["A bot plays for Alice."];
    expect(table.whoseTurn(0)).toBe("A bot plays for Alice.");
  });
});

describe("the kit's buttons", () => {
  const button = (words: string, more: Partial<Button> = {}): Button => ({ words, colour: 0, run: () => undefined, ...more });

  test("for the keyboard: the main one first wherever it stands, the others as listed, a way back last", () => {
    const buttons = [button("−"), button("+"), button("Clear", { back: true }), button("Pass"), button("Play", { main: true })];
    expect(keyOrder(buttons)).toEqual([1, 2, 4, 3, 0]);
    expect(keyOrder([button("Back", { back: true }), button("Take"), button("Done")])).toEqual([2, 0, 1]);
  });

  test("named starting with the words they show; else the words, the longer name staying their description", () => {
    expect(nameShowing("Give", "Give card 7")).toBe("Give card 7");
    expect(nameShowing("Geben", "Karte 7 geben")).toBe("Geben");
    expect(nameShowing("Killing Machine!", "Play the Killing Machine")).toBe("Killing Machine!");
    // Symbols are not words: a "+" says what it does.
    expect(nameShowing("+", "One more card")).toBe("One more card");
  });
});
