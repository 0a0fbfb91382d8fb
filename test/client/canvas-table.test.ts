/// <reference lib="dom" />
/**
 * What every game's table learns from the kit's CanvasTable, without a canvas: which
 * updates bring a new legal list or new events, and that a sent action locks input until
 * the server's next view.
 */
import { describe, expect, test } from "@jest/globals";
import { Container } from "pixi.js";
import { CanvasTable, type Update } from "../../client/src/games/kit/table.ts";
import type { RendererContext } from "../../client/src/games/renderer.ts";

interface View {
  turn: number;
  events: { type: string }[];
}
type Action = { type: "play"; card: string } | { type: "pass" };

class Probe extends CanvasTable<View, Action> {
  readonly shown: Update<View>["changed"][] = [];
  sentLegal: Action[] | null = null;
  protected override seatWords = { you: "You", other: "Seat {n}" };
  constructor(ctx: RendererContext<Action>) {
    super(ctx);
  }
  protected override show({ changed }: Update<View>): void {
    this.shown.push(changed);
  }
  protected override sent(): void {
    this.sentLegal = [...this.legal];
  }
  override resize(): void {}
  press(action: Action): void {
    this.send(action);
  }
  offered(): Action[] {
    return this.legal;
  }
  name(seat: number): string {
    return this.seatName(seat);
  }
}

function probe(names: string[] = ["", ""], seat: number | null = 0) {
  const acted: Action[] = [];
  const ctx = {
    app: { ticker: { add: () => undefined, remove: () => undefined }, screen: { width: 800, height: 600 }, canvas: null },
    layer: new Container(),
    stage: { animating: () => undefined },
    seat,
    seatNames: () => names,
    locale: () => "en",
    t: (key: string, params?: Record<string, string | number>) => key.replace("{n}", String(params?.n)),
    act: (action: Action) => acted.push(action),
  } as unknown as RendererContext<Action>;
  return { table: new Probe(ctx), acted };
}

const play: Action = { type: "play", card: "7" };
const pass: Action = { type: "pass" };

describe("CanvasTable", () => {
  test("an update says whether the legal list and the events are new", () => {
    const { table } = probe();
    table.update({ turn: 0, events: [{ type: "deal" }] }, [play, pass]);
    table.update({ turn: 0, events: [{ type: "deal" }] }, [play, pass]);
    table.update({ turn: 1, events: [{ type: "play" }] }, [play, pass]);
    table.update({ turn: 1, events: [{ type: "play" }] }, [pass]);
    expect(table.shown).toEqual([
      { legal: true, events: true },
      { legal: false, events: false },
      { legal: false, events: true },
      { legal: true, events: false },
    ]);
  });

  test("a send leaves nothing to press until the server's next view, which counts as a new legal list", () => {
    const { table, acted } = probe();
    table.update({ turn: 0, events: [] }, [play, pass]);
    table.press(play);
    expect(acted).toEqual([play]);
    // The table redraws without input before the action leaves.
    expect(table.sentLegal).toEqual([]);
    expect(table.offered()).toEqual([]);
    // Refused: the very same view and list come back, and the choice under way starts again.
    table.update({ turn: 0, events: [] }, [play, pass]);
    expect(table.shown.at(-1)).toEqual({ legal: true, events: false });
    expect(table.offered()).toEqual([play, pass]);
  });

  test("a seat's name, else the game's word for the own seat or for the others", () => {
    const { table } = probe(["Alice", "", ""], 1);
    expect(table.name(0)).toBe("Alice");
    expect(table.name(1)).toBe("You");
    expect(table.name(2)).toBe("Seat 3");
    expect(probe(["Alice", ""], null).table.name(1)).toBe("Seat 2");
  });
});
