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
import { Container, Graphics, Rectangle, type Ticker } from "pixi.js";
import type { Frontline } from "@tablee/shared";
import { gameModule, type RendererContext, type RendererFactory } from "../renderer";
import { CanvasTable, clear, FINGER, fit, INK, label, makeButton, type Update } from "../kit";
import { HIGHLIGHT, PYRAMID_HEX, SEAT_HEX, drawBoard, pyramidPiece } from "./board";
import { COLOURS } from "./colours";
import { bottomSeat, cellOf as cellOfSquare, pointing, RIM, rangeOf, squareCentre, tableLayout, type TableLayout } from "./layout";
import { squareName } from "./log";
import { button, crossedRow, crossedRowHeight, dieFace, supplyTray } from "./panel";

import { frontlineMessages } from "./i18n";
export { frontlineMessages };

/** The synced board with this seat's part over it (`seat` absent for a spectator, who sees seat 0's side). */
type View = Frontline.FrontlineView;
type Action = Frontline.FrontlineAction;
type Pyramid = Frontline.PyramidView;

const FELT = 0x1f4d3a;

class FrontlineTable extends CanvasTable<View, Action> {
  private readonly layers = this.stack("board", "range", "light", "piece", "hit", "panel", "status", "chooser", "fx");
  /**
   * FL-3's announcement (who starts, by draw or by the table's choice): it takes the status
   * line's place for a while, never the board's (issue 15: it faded across the pieces).
   */
  private announcement: { text: string; until: number } | null = null;
  private pieces = new Map<number, Container>();
  private lights: Graphics[] = [];
  private bottom: 0 | 1 = 0;
  private layout: TableLayout = tableLayout(800, 600);
  private hover: number | null = null;
  private clock = 0;
  /** The die the player asked to decline, while the table asks whether to (null otherwise). */
  private declining: number | null = null;
  /** On a phone, the step's buttons are drawn where the info goes (see layout.ts). */
  private infoTaken = false;
  /** Which page of the squares' list shows, when more squares are offered than it holds. */
  private squarePage = 0;
  private squaresKey = "";
  protected override seatWords = { other: "fl.seat" };

  constructor(ctx: RendererContext<Action>) {
    super(ctx);
    ctx.stage.animating(() => this.announcement !== null);
    this.bottom = bottomSeat(ctx.seat);
    this.fitCanvas();
  }

  protected override tick(ticker: Ticker): void {
    this.clock += ticker.deltaMS;
    const pulse = this.ctx.stage.pulse ? 0.55 + 0.45 * Math.sin(this.clock / 180) : 1;
    for (const g of this.lights) g.alpha = pulse;
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
    this.timeline.finish();
    const bottom = bottomSeat(view.seat);
    if (bottom !== this.bottom) {
      this.bottom = bottom;
      this.relayout();
    } else {
      this.drawPieces(view.squares);
      this.drawDynamic();
    }
    if (before && changed.events && view.events.length > 0) this.animate(view, before);
    // FL-3: the draw (or the table's choice) is announced on the board to everybody.
    const first = changed.events ? view.events.find((e) => e.type === "first-player") : undefined;
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

  override resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.timeline.finish();
    this.relayout();
  }

  // ----- drawing -------------------------------------------------------------------------

  private relayout(): void {
    this.layout = tableLayout(this.width, this.height);
    clear(this.layers.board);
    this.layers.board.addChild(this.ground(FELT));
    this.layers.board.addChild(drawBoard(this.layout, this.bottom));
    if (this.view) this.drawPieces(this.view.squares);
    this.drawDynamic();
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
  private drawDynamic(): void {
    for (const layer of [this.layers.range, this.layers.light, this.layers.hit, this.layers.panel, this.layers.status, this.layers.chooser]) clear(layer);
    this.lights = [];
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
    if (this.hover !== null && step.kind === "target" && step.action === "activate") {
      const p = view.squares[this.hover];
      if (p && p.colour !== undefined) this.drawRange(this.hover, p.owner === view.seat ? p.size : p.size - 1, PYRAMID_HEX[p.colour]);
    }
    const offered = this.squaresOffered();
    const key = JSON.stringify(offered);
    if (key !== this.squaresKey) {
      this.squaresKey = key;
      this.squarePage = 0;
    }
    // Squares smaller than a fingertip (a phone): the lit squares stay the picture, and the
    // picks are a list of finger-sized buttons named by square over the board.
    const list = cell < FINGER;
    for (const sq of offered) {
      const c = this.centre(sq);
      const ring = new Graphics();
      if (view.squares[sq]?.colour === undefined) ring.circle(0, 0, cell * 0.16).fill({ color: HIGHLIGHT, alpha: 0.85 });
      ring.roundRect(-cell / 2 + 3, -cell / 2 + 3, cell - 6, cell - 6, cell * 0.12).stroke({ width: Math.max(2.5, cell * 0.06), color: HIGHLIGHT });
      ring.position.set(c.x, c.y);
      this.layers.light.addChild(ring);
      this.lights.push(ring);
      if (list) continue;
      const hit = new Container();
      hit.position.set(c.x, c.y);
      hit.hitArea = new Rectangle(-cell / 2, -cell / 2, cell, cell);
      makeButton(hit, this.ctx.t("fl.a11y.square", { sq: squareName(sq) }), tab++, () => this.send({ type: "square", square: sq }));
      if (step.kind === "target" && step.action === "activate") {
        hit.on("pointerover", () => this.setHover(sq));
        hit.on("pointerout", () => this.setHover(null));
      }
      this.layers.hit.addChild(hit);
    }
    return list && offered.length > 0 ? this.drawSquareList(view, offered, tab) : tab;
  }

  /**
   * The offered squares as buttons at least a fingertip wide, in the board's reading order
   * (top row first, as the viewer sees it), each named by its square and showing the pyramid
   * on it. Upright they span the canvas's width over the board; on a phone lying on its side,
   * the board's own place. Too many for that room (a Transport's range): pages, with a button
   * to the next.
   */
  private drawSquareList(view: View, offered: readonly number[], tab: number): number {
    const { board } = this.layout;
    const wideBoard = board.x + board.width + 2 * RIM < this.width * 0.6;
    const room = wideBoard
      ? { x: 4, y: 4, width: board.x + board.width + RIM - 8, height: this.height - 8 }
      : { x: 4, y: board.y - RIM, width: this.width - 8, height: board.height + 2 * RIM };
    const size = FINGER;
    const gap = 4;
    const pad = 8;
    const perRow = Math.max(1, Math.floor((room.width - 2 * pad + gap) / (size + 12 + gap)));
    const rows = Math.max(1, Math.floor((room.height - 2 * pad + gap) / (size + gap)));
    const capacity = perRow * rows;
    const order = offered.slice().sort((a, b) => {
      const ca = cellOfSquare(a, this.bottom);
      const cb = cellOfSquare(b, this.bottom);
      return ca.r - cb.r || ca.c - cb.c;
    });
    const pages = order.length <= capacity ? 1 : Math.ceil(order.length / (capacity - 1));
    const page = this.squarePage % pages;
    const shown = pages === 1 ? order : order.slice(page * (capacity - 1), (page + 1) * (capacity - 1));
    const items: { text: string; a11y: string; piece?: Frontline.SquareView; run: () => void }[] = shown.map((sq) => ({
      text: squareName(sq),
      a11y: this.ctx.t("fl.a11y.square", { sq: squareName(sq) }),
      piece: view.squares[sq]?.colour === undefined ? undefined : view.squares[sq],
      run: () => this.send({ type: "square", square: sq }),
    }));
    if (pages > 1) {
      items.push({ text: `${page + 1}/${pages} →`, a11y: this.ctx.t("fl.a11y.moreSquares", { page: page + 1, pages }), run: () => {
        this.squarePage = page + 1;
        this.drawDynamic();
      } });
    }
    const width = (room.width - 2 * pad - (perRow - 1) * gap) / perRow;
    const usedRows = Math.ceil(items.length / perRow);
    const usedCols = Math.min(perRow, items.length);
    const w = usedCols * width + (usedCols - 1) * gap + 2 * pad;
    const h = usedRows * size + (usedRows - 1) * gap + 2 * pad;
    const x0 = room.x + (room.width - w) / 2;
    // Away from the lit squares, so the picture still shows where they are.
    const meanRow = order.reduce((sum, sq) => sum + cellOfSquare(sq, this.bottom).r, 0) / order.length;
    const y0 = meanRow >= 3.5 ? room.y + 2 : room.y + room.height - h - 2;
    this.layers.chooser.addChild(new Graphics().roundRect(x0, y0, w, h, 10).fill({ color: 0xffffff, alpha: 0.94 }).stroke({ width: 2, color: HIGHLIGHT }));
    items.forEach((item, k) => {
      const b = new Container();
      b.addChild(new Graphics().roundRect(-width / 2, -size / 2, width, size, 6).fill(0xfffdf7).stroke({ width: 1.5, color: INK }));
      const text = label(item.text, 15, INK, true);
      text.anchor.set(0.5);
      const mark = item.piece ? 18 : 0;
      text.position.set(mark / 2, 0);
      fit(text, width - mark - 6);
      if (item.piece?.colour !== undefined) {
        // The pyramid on that square, in its colour, edged with its controller's.
        const r = 7;
        const left = -text.width / 2 - mark / 2 + 1;
        b.addChild(new Graphics().poly([left, r, left + r, -r, left + 2 * r - 2, r]).fill(PYRAMID_HEX[item.piece.colour]).stroke({ width: 2, color: item.piece.owner === undefined ? INK : SEAT_HEX[item.piece.owner] }));
      }
      b.addChild(text);
      b.position.set(x0 + pad + (k % perRow) * (width + gap) + width / 2, y0 + pad + Math.floor(k / perRow) * (size + gap) + size / 2);
      b.hitArea = new Rectangle(-width / 2, -size / 2, width, size);
      makeButton(b, item.a11y, tab++, item.run);
      this.layers.chooser.addChild(b);
    });
    return tab;
  }

  private setHover(sq: number | null): void {
    if (this.hover === sq) return;
    this.hover = sq;
    this.drawDynamic();
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
    if (this.declining !== null && !this.legal.some((a) => a.type === "decline" && a.die === this.declining)) this.declining = null;
    let anyDecline = false;
    view.dice.forEach((d, i) => {
      const canPick = this.legal.some((a) => a.type === "die" && a.die === i);
      const canDecline = this.legal.some((a) => a.type === "decline" && a.die === i);
      const face = dieFace({ face: d.face, status: d.status, chosen: (i === chosenDie && step.kind !== "die" && step.kind !== "over") || i === this.declining, playable: canPick && this.declining === null }, size);
      const x = area.x + size / 2 + 6 + i * (size + gap);
      face.position.set(x, diceTop + size / 2);
      face.label = `die-${i}`;
      this.explain("frontline").attach(face, String(d.face));
      this.layers.panel.addChild(face);
      if (canPick && this.declining === null) {
        makeButton(face, t("fl.a11y.die", { n: i + 1 }), tab++, () => this.send({ type: "die", die: i }), t("fl.a11y.dieHint", { die: this.dieWords(d.face) }));
      }
      if (canDecline && this.declining === null) {
        anyDecline = true;
        const w = size + gap - 6;
        // One word at every size: the same button reads the same on a phone.
        const c = button(t("fl.decline"), w, declineH, 0x4a4a4a, 12);
        c.position.set(x, declineTop + declineH / 2);
        makeButton(c, t("fl.a11y.decline", { n: i + 1 }), tab++, () => {
          this.declining = i;
          this.drawDynamic();
        });
        this.layers.panel.addChild(c);
      }
    });

    const buttons: { text: string; a11y?: string; colour: number; run: () => void; last?: boolean }[] = [];
    if (this.declining !== null) {
      const die = this.declining;
      buttons.push({ text: t("fl.declineYes"), a11y: t("fl.a11y.declineYes", { n: die + 1 }), colour: 0x8a1c1c, run: () => {
        this.declining = null;
        this.send({ type: "decline", die });
      } });
      buttons.push({ text: t("fl.declineNo"), a11y: t("fl.a11y.declineNo", { n: die + 1 }), colour: 0x555555, run: () => {
        this.declining = null;
        this.drawDynamic();
      } });
    } else {
      const back = this.legal.find((a) => a.type === "back");
      if (back) buttons.push({ text: t("fl.back"), colour: 0x555555, run: () => this.send(back), last: true });
      for (const a of this.legal) {
        if (a.type === "action") {
          const text = a.colour ? t("fl.action.enterColour", { colour: t(`fl.colour.${a.colour}`) }) : t(`fl.action.${a.action}`);
          buttons.push({ text, colour: a.colour ? PYRAMID_HEX[a.colour] : 0x2f6f55, run: () => this.send(a) });
        } else if (a.type === "cross") buttons.push({ text: t("fl.cross"), colour: 0xb8322a, run: () => this.send(a) });
        else if (a.type === "done") buttons.push({ text: t("fl.done"), colour: 0x187a34, run: () => this.send(a) });
        else if (a.type === "claim-draw") buttons.push({ text: t("fl.claim"), colour: 0x7a5a12, run: () => this.send(a) });
      }
    }
    // On a phone the buttons take the info's place beside the dice while there are any.
    this.infoTaken = compact && buttons.length > 0;
    const box = this.infoTaken ? this.layout.info : { ...area, x: area.x + 4, width: area.width - 8 };
    const bh = compact ? 44 : 36;
    const perRow = compact ? 2 : 3;
    const bw = (box.width - (perRow - 1) * 6) / perRow;
    const top = this.infoTaken ? box.y + 4 : anyDecline ? declineTop + declineH + 10 : declineTop;
    let buttonsTop = top;
    if (this.declining !== null) {
      const question = label(t("fl.declineAsk", { die: this.dieWords(view.dice[this.declining]?.face ?? 1) }), 14, 0xffffff, true);
      Object.assign(question.style, { wordWrap: true, wordWrapWidth: box.width });
      question.position.set(box.x, top);
      this.layers.panel.addChild(question);
      buttonsTop = top + question.height + 6;
    }
    let forward = tab;
    let last = tab + buttons.filter((b) => !b.last).length;
    buttons.forEach((b, k) => {
      const col = k % perRow;
      const row = Math.floor(k / perRow);
      const c = button(b.text, bw, bh, b.colour, 14);
      c.position.set(box.x + col * (bw + 6) + bw / 2, buttonsTop + row * (bh + 6) + bh / 2);
      makeButton(c, b.a11y ?? b.text, b.last ? last++ : forward++, b.run);
      this.layers.panel.addChild(c);
    });
    return tab + buttons.length;
  }

  private dieWords(face: number): string {
    const t = this.ctx.t;
    return t("fl.die", { face, colour: face === 6 ? t("fl.any") : t(`fl.colour.${COLOURS[face - 1]}`) });
  }

  /** What to do now, or whose turn it is; the turn count and who started. */
  private drawStatus(view: View): void {
    const t = this.ctx.t;
    const area = this.layout.status;
    const step = view.step;
    const mine = view.seat !== undefined && view.turn === view.seat && this.legal.length > 0;
    let main: string;
    if (this.announcement) main = this.announcement.text;
    else if (view.result?.kind === "win") main = t("fl.status.won", { name: this.seatName(view.result.winner) });
    else if (view.result) main = t("fl.status.draw");
    else if (!mine) main = this.legal.some((a) => a.type === "claim-draw") ? t("fl.status.claimable") : (this.ctx.absence?.(view.turn) ?? t("fl.status.turnOf", { name: this.seatName(view.turn) }));
    else if (step.kind === "die") main = t("fl.status.pickDie");
    else if (step.kind === "action") main = t("fl.status.pickAction", { die: this.dieWords(view.dice[step.die]?.face ?? 1) });
    else if (step.kind === "target") main = t(`fl.status.target.${step.action}`);
    else if (step.kind === "destination") main = t(this.legal.some((a) => a.type === "cross") ? "fl.status.destination" : "fl.status.destinationNoCross");
    else if (step.kind === "carry") main = t("fl.status.carry", { left: step.transport.left });
    else if (step.kind === "carry-to") main = t("fl.status.carryTo");
    else main = (this.ctx.absence?.(view.turn) ?? t("fl.status.turnOf", { name: this.seatName(view.turn) }));
    const compact = this.layout.compact;
    const turnText = view.turnLimit ? t("fl.status.turnOfLimit", { n: view.turnsPlayed + 1, limit: view.turnLimit }) : t("fl.status.turn", { n: view.turnsPlayed + 1 });
    const first = t("fl.status.first", { name: this.seatName(view.firstPlayer) });
    const sub = [turnText, first, view.seat === undefined ? t("fl.status.watching") : ""].filter(Boolean).join(" · ");
    const turnDot = new Graphics().circle(area.x + 7, area.y + (compact ? 10 : 12), compact ? 5 : 6).fill(SEAT_HEX[view.turn]).stroke({ width: 1.5, color: 0xffffff });
    this.layers.status.addChild(turnDot);
    const mainText = label(main, compact ? 14 : 17, 0xffffff, true);
    // Long instructions wrap onto a second line on a wide panel rather than shrink; on a
    // phone they shrink first, then wrap (issue 28: "…ligne de" lost its end).
    if (!compact) Object.assign(mainText.style, { wordWrap: true, wordWrapWidth: area.width - 20 });
    mainText.position.set(area.x + 18, area.y);
    fit(mainText, area.width - 20, 2);
    const subText = label(sub, 12, 0xd8e6dc);
    subText.position.set(area.x + 18, area.y + Math.max(compact ? 19 : 24, mainText.height + 3));
    fit(subText, area.width - 20);
    this.layers.status.addChild(mainText, subText);
  }

  /** Both crossed piles (FL-7), the viewer's first, then the supply tray (FL-1). */
  private drawInfo(view: View): void {
    const t = this.ctx.t;
    const area = this.layout.info;
    const compact = this.layout.compact;
    let y = area.y + (compact ? 4 : 8);
    const head = label(t("fl.crossed"), compact ? 12 : 13, 0xe8f0ea, true);
    head.position.set(area.x, y);
    this.layers.panel.addChild(head);
    y += head.height + 4;
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

  protected override sent(): void {
    this.declining = null;
    this.hover = null;
    this.drawDynamic();
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



export const createFrontlineRenderer: RendererFactory<View, Action> = (ctx) => new FrontlineTable(ctx);

export const game = gameModule(createFrontlineRenderer, frontlineMessages);
