/**
 * The Frontline table on the Pixi canvas: the chessboard from the viewer's own side (seat 1
 * sees it turned 180°, spectators see seat 0's side), the pyramids from above (lying ones
 * point at the opponent and sit on their controller's colour), the three dice with their
 * colour, the buttons of the current step, both crossed piles and the supply tray.
 *
 * Every choice is one server step (see shared/src/games/frontline/types.ts), so the table
 * simply offers what `legal` holds for the step the board shows: lit squares, playable dice,
 * buttons. Ranges are lit while a yellow Transport is carried out and when hovering a
 * pyramid that could be activated. Fresh events are animated briefly: dice roll, pyramids
 * slide, enter, cross the line, and a power flashes on every square it affected.
 *
 * Accessibility labels (Pixi `accessibleTitle`): only what can be clicked now carries one,
 * so a label's presence tells a test what is playable. Words follow ctx.locale():
 *   square         en "Square {sq}"        fr "Case {sq}"     sq = a1..h8, files a..h are
 *                  the columns and ranks 1..8 the rows from seat 0's side
 *   die            en "Die {n}"            fr "Dé {n}"        n = 1..3, left to right
 *   decline        en "Drop die {n}"       fr "Jeter le dé {n}"
 *   actions        en "Enter" "Enter {colour}" "Take" "Grow" "Activate" "Move"
 *                  fr "Poser" "Poser {colour}" "Prendre" "Améliorer" "Activer" "Déplacer"
 *   others         en "Back" "Done" "Cross the line" "Claim the draw"
 *                  fr "Retour" "Terminé" "Passer la ligne" "Demander la nulle"
 */
import { Container, Graphics } from "pixi.js";
import type { Frontline } from "@tablee/shared";
import { gameModule, type RendererContext } from "../renderer";
import { frontlineMessages } from "./i18n";
import { CanvasTable, clear, drawButton, drawGrid, drawPanel, drawStatus, FINGER, INK, makeButton, spot, write, type Button, type Update } from "../kit";
import { HIGHLIGHT, PYRAMID_HEX, SEAT_HEX, drawBoard, pyramidPiece } from "./board";
import { COLOURS } from "./colours";
import { bottomSeat, cellOf as cellOfSquare, pointing, RIM, rangeOf, squareCentre, tableLayout, type TableLayout } from "./layout";
import { squareName } from "./log";
import { crossedRow, crossedRowHeight, dieFace, supplyTray } from "./panel";

/** The synced board with this seat's part over it (`seat` absent for a spectator, who sees seat 0's side). */
type View = Frontline.FrontlineView;
type Action = Frontline.FrontlineAction;
type Pyramid = Frontline.PyramidView;

const FELT = 0x1f4d3a;

/**
 * The die the player asked to decline, while the table asks whether to; the square hovered
 * (its pyramid's range is lit); the page of the squares' list, when more squares are offered
 * than it holds.
 */
interface Choice {
  declining: number | null;
  hover: number | null;
  page: number;
}

class FrontlineTable extends CanvasTable<View, Action, Choice> {
  private readonly layers = this.stack("board", "range", "light", "piece", "hit", "panel", "status", "chooser", "fx");
  /**
   * FL-3's announcement (who starts, by draw or by the table's choice): it takes the status
   * line's place for a while, never the board's (issue 15: it faded across the pieces).
   */
  private announcement: { text: string; until: number } | null = null;
  private pieces = new Map<number, Container>();
  private bottom: 0 | 1 = 0;
  private layout: TableLayout = tableLayout(800, 600);
  /** On a phone, the step's buttons are drawn where the info goes (see layout.ts). */
  private infoTaken = false;
  protected override seatWords = { other: "fl.seat", turn: "fl.status.turnOf" };

  constructor(ctx: RendererContext<Action>) {
    super(ctx, () => ({ declining: null, hover: null, page: 0 }));
    ctx.stage.animating(() => this.announcement !== null);
    this.bottom = bottomSeat(ctx.seat);
    this.fitCanvas();
  }

  protected override tick(): void {
    if (this.announcement && this.clock >= this.announcement.until) {
      this.announcement = null;
      // Only the words change: the buttons stay the very objects a finger may be on.
      if (this.view) {
        clear(this.layers.status);
        this.drawStatus(this.view);
      }
    }
  }

  protected override show({ view, before, changed }: Update<View>): void {
    const bottom = bottomSeat(view.seat);
    if (bottom !== this.bottom) {
      this.bottom = bottom;
      this.relayout();
    } else {
      this.drawPieces(view.squares);
      this.redraw();
    }
    if (before && changed.events) this.animate(view, before);
    // FL-3: the draw (or the table's choice) is announced on the board to everybody.
    const first = view.events.find((e) => e.type === "first-player");
    if (first && first.type === "first-player") this.announce(first);
  }

  private announce(e: Extract<Frontline.FrontlineEvent, { type: "first-player" }>): void {
    const text = this.ctx.t(e.by === "draw" ? "fl.log.firstDraw" : "fl.log.firstTable", { name: this.seatName(e.seat) });
    this.announcement = { text, until: this.clock + 3500 };
    if (this.view) {
      clear(this.layers.status);
      this.drawStatus(this.view);
    }
  }

  // ----- drawing -------------------------------------------------------------------------

  protected relayout(): void {
    this.layout = tableLayout(this.width, this.height);
    clear(this.layers.board);
    this.layers.board.addChild(this.ground(FELT));
    this.layers.board.addChild(drawBoard(this.layout, this.bottom));
    if (this.view) this.drawPieces(this.view.squares);
    this.redraw();
  }

  private centre(square: number): { x: number; y: number } {
    return squareCentre(this.layout, square, this.bottom);
  }

  private drawPieces(squares: readonly Frontline.SquareView[]): void {
    clear(this.layers.piece);
    this.pieces.clear();
    squares.forEach((p, sq) => {
      if (p.colour === undefined) return;
      const piece = pyramidPiece(p, this.layout.cell, this.bottom);
      const c = this.centre(sq);
      piece.position.set(c.x, c.y);
      this.explain("frontline").attach(piece, p.colour);
      this.layers.piece.addChild(piece);
      this.pieces.set(sq, piece);
    });
  }

  /** Everything that depends on the step and the legal actions. */
  protected redraw(): void {
    clear(this.layers.range, this.layers.light, this.layers.hit, this.layers.panel, this.layers.status, this.layers.chooser);
    const view = this.view;
    if (!view) return;
    let tab = 1;
    tab = this.drawSquares(view, tab);
    tab = this.drawControls(view, tab);
    this.drawStatus(view);
    if (!this.infoTaken) this.drawInfo(view);
  }

  private squaresOffered(): number[] {
    return this.legal.flatMap((a) => (a.type === "square" ? [a.square] : []));
  }

  /** The step's marks (chosen pyramid, Transport range) and its lit, clickable squares. */
  private drawSquares(view: View, tab: number): number {
    const step = view.step;
    const cell = this.layout.cell;
    const mark = (sq: number, colour: number) => {
      const c = this.centre(sq);
      this.layers.range.addChild(new Graphics().rect(c.x - cell / 2 + 2, c.y - cell / 2 + 2, cell - 4, cell - 4).stroke({ width: 3, color: colour }));
    };
    if (step.kind === "carry" || step.kind === "carry-to") {
      this.drawRange(step.transport.centre, step.transport.pips, PYRAMID_HEX.yellow);
      mark(step.transport.centre, PYRAMID_HEX.yellow);
    }
    if (step.kind === "destination" || step.kind === "carry-to") mark(step.from, 0xffffff);
    const hover = this.choice.hover;
    if (hover !== null && step.kind === "target" && step.action === "activate") {
      const p = view.squares[hover];
      if (p && p.colour !== undefined) this.drawRange(hover, p.owner === view.seat ? p.size : p.size - 1, PYRAMID_HEX[p.colour]);
    }
    const offered = this.squaresOffered();
    // Squares smaller than a fingertip (a phone): the lit squares stay the picture, and the
    // picks are a list of finger-sized buttons named by square over the board.
    const list = cell < FINGER;
    for (const sq of offered) {
      const c = this.centre(sq);
      const ring = new Graphics();
      if (view.squares[sq]?.colour === undefined) ring.circle(0, 0, cell * 0.16).fill({ color: HIGHLIGHT, alpha: 0.85 });
      ring.roundRect(-cell / 2 + 3, -cell / 2 + 3, cell - 6, cell - 6, cell * 0.12).stroke({ width: Math.max(2.5, cell * 0.06), color: HIGHLIGHT });
      ring.position.set(c.x, c.y);
      this.layers.light.addChild(this.lit(ring));
      if (list) continue;
      const area = { x: -cell / 2, y: -cell / 2, width: cell, height: cell };
      const hit = spot(this.layers.hit, c.x, c.y, { title: this.ctx.t("fl.a11y.square", { sq: squareName(sq) }), order: tab++, run: () => this.send({ type: "square", square: sq }), area });
      if (step.kind === "target" && step.action === "activate") {
        hit.on("pointerover", () => this.setHover(sq));
        hit.on("pointerout", () => this.setHover(null));
      }
    }
    return list && offered.length > 0 ? this.drawSquareList(view, offered, tab) : tab;
  }

  /**
   * The offered squares as buttons at least a fingertip wide, in the board's reading order
   * (top row first, as the viewer sees it), each named by its square and showing the pyramid
   * on it, away from the lit squares. Upright they span the canvas's width over the board; on
   * a phone lying on its side, the board's own place. Too many for that room (a Transport's
   * range): pages, with a button to the next.
   */
  private drawSquareList(view: View, offered: readonly number[], tab: number): number {
    const t = this.ctx.t;
    const { board } = this.layout;
    const wideBoard = board.x + board.width + 2 * RIM < this.width * 0.6;
    const room = wideBoard
      ? { x: 4, y: 4, width: board.x + board.width + RIM - 8, height: this.height - 8 }
      : { x: 4, y: board.y - RIM, width: this.width - 8, height: board.height + 2 * RIM };
    const rowOf = (sq: number) => cellOfSquare(sq, this.bottom).r;
    const order = offered.slice().sort((a, b) => rowOf(a) - rowOf(b) || cellOfSquare(a, this.bottom).c - cellOfSquare(b, this.bottom).c);
    const choices = order.map((sq) => {
      const piece = view.squares[sq];
      // The pyramid on that square, in its colour, edged with its controller's.
      const mark = piece?.colour === undefined ? undefined : (g: Graphics) => g.poly([-6, 7, 1, -7, 6, 7]).fill(PYRAMID_HEX[piece.colour!]).stroke({ width: 2, color: piece.owner === undefined ? INK : SEAT_HEX[piece.owner] });
      return { words: squareName(sq), name: t("fl.a11y.square", { sq: squareName(sq) }), run: () => this.send({ type: "square", square: sq }), mark };
    });
    const page = { shown: this.choice.page, turn: (page: number) => this.choose({ ...this.choice, page }), name: (page: number, pages: number) => t("fl.a11y.moreSquares", { page, pages }) };
    const place = order.reduce((sum, sq) => sum + rowOf(sq), 0) / order.length >= 3.5 ? "top" : "bottom";
    return drawPanel(this.layers.chooser, { room, place, edge: HIGHLIGHT, page }, choices, tab);
  }

  private setHover(hover: number | null): void {
    if (this.choice.hover !== hover) this.choose({ ...this.choice, hover });
  }

  /** FL-2: the squares a power of `pips` reaches from `centre`, tinted with its colour. */
  private drawRange(centre: number, pips: number, colour: number): void {
    if (pips < 1) return;
    const cell = this.layout.cell;
    const g = new Graphics();
    for (const sq of rangeOf(centre, pips)) {
      const c = this.centre(sq);
      g.rect(c.x - cell / 2, c.y - cell / 2, cell, cell).fill({ color: colour, alpha: 0.28 });
    }
    this.layers.range.addChild(g);
  }

  /**
   * The dice (playable ones lit), a labelled "Decline" under each die that may be declined,
   * and the step's buttons, "Back" first so it is never the one pushed out of the panel (and
   * last for the keyboard: after a step, focus goes to the first choice that goes forward).
   * Declining asks once (issue 15: a stray tap on a small cross lost a die): while asking,
   * the buttons are the question's two answers.
   */
  private drawControls(view: View, tab: number): number {
    const t = this.ctx.t;
    const area = this.layout.controls;
    const compact = this.layout.compact;
    const size = compact ? 44 : 46;
    // Three dice side by side in the column; on the narrowest phones a tighter gap keeps the
    // third clear of the buttons beside it (each Decline still a fingertip wide).
    const gap = compact ? Math.max(8, Math.min(16, (area.width - 12 - 3 * size) / 2)) : 22;
    const step = view.step;
    const chosenDie = "die" in step ? step.die : -1;
    const diceTop = area.y + (compact ? 8 : 12);
    const bandH = Math.max(5, size * 0.16);
    const declineTop = diceTop + size + bandH + 14;
    const declineH = compact ? 44 : 30;
    const { declining } = this.choice;
    let anyDecline = false;
    view.dice.forEach((d, i) => {
      const canPick = this.legal.some((a) => a.type === "die" && a.die === i);
      const canDecline = this.legal.some((a) => a.type === "decline" && a.die === i);
      const face = dieFace({ face: d.face, status: d.status, chosen: (i === chosenDie && step.kind !== "die" && step.kind !== "over") || i === declining, playable: canPick && declining === null }, size);
      const x = area.x + size / 2 + 6 + i * (size + gap);
      face.position.set(x, diceTop + size / 2);
      face.label = `die-${i}`;
      this.explain("frontline").attach(face, String(d.face));
      this.layers.panel.addChild(face);
      if (canPick && declining === null) {
        const area = { x: -size / 2 - 4, y: -size / 2 - 4, width: size + 8, height: size + bandH + 12 };
        makeButton(face, { title: t("fl.a11y.die", { n: i + 1 }), name: t("fl.a11y.dieHint", { die: this.dieWords(d.face) }), order: tab++, run: () => this.send({ type: "die", die: i }), area });
      }
      if (canDecline && declining === null) {
        anyDecline = true;
        // One word at every size: the same button reads the same on a phone.
        const drop = { words: t("fl.decline"), name: t("fl.a11y.decline", { n: i + 1 }), colour: 0x4a4a4a, run: () => this.choose({ ...this.choice, declining: i }) };
        this.layers.panel.addChild(drawButton(drop, size + gap - 6, declineH, tab++, 12)).position.set(x, declineTop + declineH / 2);
      }
    });

    const buttons: Button[] = [];
    if (declining !== null) {
      const n = declining + 1;
      buttons.push({ words: t("fl.declineYes"), name: t("fl.a11y.declineYes", { n }), colour: 0x8a1c1c, run: () => this.send({ type: "decline", die: declining }) });
      buttons.push({ words: t("fl.declineNo"), name: t("fl.a11y.declineNo", { n }), colour: 0x555555, run: () => this.choose({ ...this.choice, declining: null }) });
    } else {
      const back = this.legal.find((a) => a.type === "back");
      if (back) buttons.push({ words: t("fl.back"), colour: 0x555555, back: true, run: () => this.send(back) });
      for (const a of this.legal) {
        const run = () => this.send(a);
        if (a.type === "action") {
          const words = a.colour ? t("fl.action.enterColour", { colour: t(`fl.colour.${a.colour}`) }) : t(`fl.action.${a.action}`);
          buttons.push({ words, colour: a.colour ? PYRAMID_HEX[a.colour] : 0x2f6f55, run });
        } else if (a.type === "cross") buttons.push({ words: t("fl.cross"), colour: 0xb8322a, run });
        else if (a.type === "done") buttons.push({ words: t("fl.done"), colour: 0x187a34, run });
        else if (a.type === "claim-draw") buttons.push({ words: t("fl.claim"), colour: 0x7a5a12, run });
      }
    }
    // On a phone the buttons take the info's place beside the dice while there are any.
    this.infoTaken = compact && buttons.length > 0;
    const box = this.infoTaken ? this.layout.info : { ...area, x: area.x + 4, width: area.width - 8 };
    const top = this.infoTaken ? box.y + 4 : anyDecline ? declineTop + declineH + 10 : declineTop;
    let buttonsTop = top;
    if (declining !== null) {
      const question = write(this.layers.panel, t("fl.declineAsk", { die: this.dieWords(view.dice[declining]?.face ?? 1) }), { size: 14, colour: 0xffffff, bold: true, x: box.x, y: top });
      Object.assign(question.style, { wordWrap: true, wordWrapWidth: box.width });
      buttonsTop = top + question.height + 6;
    }
    drawGrid(this.layers.panel, buttons, { x: box.x, y: buttonsTop, width: box.width, perRow: compact ? 2 : 3, height: compact ? 44 : 36, order: tab, size: 14 });
    return tab + buttons.length;
  }

  private dieWords(face: number): string {
    const t = this.ctx.t;
    return t("fl.die", { face, colour: face === 6 ? t("fl.any") : t(`fl.colour.${COLOURS[face - 1]}`) });
  }

  /** What to do now, or whose turn it is (its seat's colour before); the turn count and who started. */
  private drawStatus(view: View): void {
    const t = this.ctx.t;
    const step = view.step;
    const mine = view.seat !== undefined && view.turn === view.seat && this.legal.length > 0;
    let main: string;
    if (this.announcement) main = this.announcement.text;
    else if (view.result?.kind === "win") main = t("fl.status.won", { name: this.seatName(view.result.winner) });
    else if (view.result) main = t("fl.status.draw");
    else if (!mine) main = this.legal.some((a) => a.type === "claim-draw") ? t("fl.status.claimable") : this.turnLine(view.turn);
    else if (step.kind === "die") main = t("fl.status.pickDie");
    else if (step.kind === "action") main = t("fl.status.pickAction", { die: this.dieWords(view.dice[step.die]?.face ?? 1) });
    else if (step.kind === "target") main = t(`fl.status.target.${step.action}`);
    else if (step.kind === "destination") main = t(this.legal.some((a) => a.type === "cross") ? "fl.status.destination" : "fl.status.destinationNoCross");
    else if (step.kind === "carry") main = t("fl.status.carry", { left: step.transport.left });
    else if (step.kind === "carry-to") main = t("fl.status.carryTo");
    else main = this.turnLine(view.turn);
    const turnText = view.turnLimit ? t("fl.status.turnOfLimit", { n: view.turnsPlayed + 1, limit: view.turnLimit }) : t("fl.status.turn", { n: view.turnsPlayed + 1 });
    const first = t("fl.status.first", { name: this.seatName(view.firstPlayer) });
    const sub = [turnText, first, view.seat === undefined ? t("fl.status.watching") : ""].filter(Boolean).join(" · ");
    drawStatus(this.layers.status, { box: this.layout.status, stacked: false, compact: this.layout.compact }, { main, sub, dot: SEAT_HEX[view.turn] }, 0);
  }

  /** Both crossed piles (FL-7), the viewer's first, then the supply tray (FL-1). */
  private drawInfo(view: View): void {
    const t = this.ctx.t;
    const area = this.layout.info;
    const compact = this.layout.compact;
    let y = area.y + (compact ? 4 : 8);
    y += write(this.layers.panel, t("fl.crossed"), { size: compact ? 12 : 13, colour: 0xe8f0ea, bold: true, x: area.x, y }).height + 4;
    const order = view.seat === 1 ? [1, 0] : [0, 1];
    for (const seat of order) {
      const row = crossedRow(view.crossed[seat]?.pieces ?? [], this.seatName(seat), SEAT_HEX[seat], area.width, compact);
      row.position.set(area.x, y);
      this.layers.panel.addChild(row);
      y += crossedRowHeight(compact);
    }
    y += compact ? 4 : 12;
    const tray = supplyTray(view.supply, area.width, t("fl.supply"), compact);
    tray.position.set(area.x, y);
    this.layers.panel.addChild(tray);
  }

  // ----- animation -----------------------------------------------------------------------

  /** Brief motions for the fresh events; the board is already drawn in its final state. */
  private animate(view: View, before: View): void {
    const cell = this.layout.cell;
    let at = 0;
    for (const e of view.events) {
      switch (e.type) {
        case "roll":
          this.shakeDice(at);
          break;
        case "enter": {
          const piece = this.pieces.get(e.square);
          if (!piece) break;
          piece.scale.set(1.6);
          piece.alpha = 0;
          this.timeline.add(at, 260, (k) => {
            piece.scale.set(1.6 - 0.6 * k);
            piece.alpha = k;
          });
          at += 180;
          break;
        }
        case "move":
        case "carry": {
          const piece = this.pieces.get(e.to);
          if (!piece) break;
          const a = this.centre(e.from);
          const b = this.centre(e.to);
          piece.position.set(a.x, a.y);
          this.timeline.add(at, 320, (k) => piece.position.set(a.x + (b.x - a.x) * k, a.y + (b.y - a.y) * k));
          at += 240;
          break;
        }
        case "cross": {
          const p = before.squares[e.from];
          if (!p || p.colour === undefined) break;
          const a = this.centre(e.from);
          const dir = pointing(e.seat, this.bottom) > 0 ? 1 : -1;
          const edge = dir > 0 ? this.layout.board.y + this.layout.board.height + cell * 0.6 : this.layout.board.y - cell * 0.6;
          this.ghost(p, e.from, at, 420, (ghost, k) => {
            ghost.position.set(a.x, a.y + (edge - a.y) * k);
            ghost.alpha = 1 - k * 0.8;
          });
          at += 300;
          break;
        }
        case "power": {
          const colour = PYRAMID_HEX[e.colour];
          this.flash(e.centre, colour, at, 1.4);
          for (const sq of [...e.affected, ...e.removed]) {
            const gone = before.squares[sq];
            if (gone && gone.colour !== undefined && view.squares[sq]?.colour === undefined) this.fade(gone, sq, at + 80);
            this.flash(sq, e.removed.includes(sq) ? PYRAMID_HEX.red : colour, at + 80, 1);
          }
          at += 500;
          break;
        }
        default:
          break;
      }
    }
  }

  private shakeDice(at: number): void {
    for (const child of this.layers.panel.children) {
      if (!child.label?.startsWith("die-")) continue;
      const base = child.rotation;
      this.timeline.add(at, 420, (k) => {
        child.rotation = base + Math.sin(k * Math.PI * 4) * 0.35 * (1 - k);
      });
    }
  }

  /** A ring that grows and fades on a square: what a power touched. */
  private flash(sq: number, colour: number, at: number, strength: number): void {
    const cell = this.layout.cell;
    const c = this.centre(sq);
    const g = new Graphics().roundRect(-cell / 2 + 2, -cell / 2 + 2, cell - 4, cell - 4, cell * 0.15).fill({ color: colour, alpha: 0.45 }).stroke({ width: 4, color: colour });
    g.position.set(c.x, c.y);
    g.alpha = 0;
    this.layers.fx.addChild(g);
    this.timeline.add(
      at,
      650 * strength,
      (k) => {
        g.alpha = k < 0.3 ? k / 0.3 : 1 - (k - 0.3) / 0.7;
        g.scale.set(0.7 + 0.4 * k);
      },
      () => g.destroy(),
    );
  }

  /** A pyramid the power removed, fading from its square. */
  private fade(p: Pyramid, sq: number, at: number): void {
    this.ghost(p, sq, at, 520, (ghost, k) => {
      ghost.alpha = 1 - k;
      ghost.scale.set(1 + 0.3 * k);
    });
  }

  /**
   * A pyramid leaving the board after the view has taken it off: a copy of it on its square,
   * over the pieces, moved by `step` (k from 0 to 1) for `ms` from `at`, then gone.
   */
  private ghost(p: Pyramid, sq: number, at: number, ms: number, step: (ghost: Container, k: number) => void): void {
    const ghost = pyramidPiece(p, this.layout.cell, this.bottom);
    const c = this.centre(sq);
    ghost.position.set(c.x, c.y);
    this.layers.fx.addChild(ghost);
    this.timeline.add(at, ms, (k) => step(ghost, k), () => ghost.destroy({ children: true }));
  }
}

export const game = gameModule((ctx: RendererContext<Action>) => new FrontlineTable(ctx), frontlineMessages);
