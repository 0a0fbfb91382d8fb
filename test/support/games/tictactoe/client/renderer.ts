/**
 * The tests' own game on the canvas: the grid, the marks in their seat's colour, the kit's
 * status strip over them; each free cell, while this seat may mark it, is a button titled "Cell 1".."Cell 9"
 * (row by row) in the page's language.
 */
import { Container, Graphics } from "pixi.js";
import { CanvasTable, clear, drawStatus, FINGER, INK, label, makeButton } from "../../../../../client/src/games/kit";
import { gameModule, type RendererContext } from "../../../../../client/src/games/renderer";
import type { TttAction } from "../types.ts";
import type { TttView } from "../view-shape.ts";
import { tttWords } from "./entry";

const GROUND = 0xf4efe2;
const SEATS = [0xc0392b, 0x1f5fbf];

class TttTable extends CanvasTable<TttView, TttAction> {
  private readonly layers = this.stack("ground", "grid", "status");
  protected override seatWords = { other: "ttt.seat", turn: "ttt.turn" };

  constructor(ctx: RendererContext<TttAction>) {
    super(ctx, () => null);
    this.fitCanvas();
  }

  protected show(): void {
    this.redraw();
  }

  protected relayout(): void {
    this.redraw();
  }

  protected redraw(): void {
    clear(...Object.values(this.layers));
    this.layers.ground.addChild(this.ground(GROUND));
    const view = this.view;
    if (view === null) return;
    const strip = { x: 0, y: 0, width: this.width, height: 56 };
    this.layers.status.addChild(new Graphics().rect(strip.x, strip.y, strip.width, strip.height).fill(INK));
    drawStatus(this.layers.status, { box: strip, stacked: false, compact: this.width < 640 }, { main: this.statusLine(view) }, 9);

    const top = strip.height + 8;
    const side = Math.max(3 * FINGER, Math.min(this.width - 16, this.height - top - 8));
    const cell = side / 3;
    const left = (this.width - side) / 2;
    const free = new Map(this.legal.map((action) => [action.cell, action]));
    view.cells.forEach((mark, i) => {
      const box = new Container();
      box.position.set(left + (i % 3) * cell, top + Math.floor(i / 3) * cell);
      box.addChild(new Graphics().rect(2, 2, cell - 4, cell - 4).fill(free.has(i) ? 0xfff7cc : 0xffffff).stroke({ width: 2, color: INK }));
      if (mark >= 0) {
        const sign = label(mark === view.first ? "X" : "O", cell * 0.5, SEATS[mark], true);
        sign.position.set((cell - sign.width) / 2, (cell - sign.height) / 2);
        box.addChild(sign);
      }
      const action = free.get(i);
      if (action !== undefined) makeButton(box, { title: this.ctx.t("ttt.cell", { n: i + 1 }), order: i, run: () => this.send(action) });
      this.layers.grid.addChild(box);
    });
  }

  private statusLine(view: TttView): string {
    if (view.result?.kind === "win") return this.ctx.t("ttt.won", { name: this.seatName(view.result.winner) });
    if (view.result?.kind === "draw") return this.ctx.t("ttt.draw");
    return this.turnLine(view.turn);
  }
}

export const game = gameModule((ctx: RendererContext<TttAction>) => new TttTable(ctx), tttWords);
