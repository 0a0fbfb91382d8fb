/**
 * The DOG table on the Pixi canvas: board, marbles, seats, discard, own hand, and the
 * step-by-step choice of a move from the server's legal actions (see choices.ts).
 *
 * Accessibility labels (Pixi `accessibleTitle`, i.e. the `title` of the DOM element the
 * accessibility layer creates). Only objects that can be clicked right now carry one, so a
 * label's presence also tells a test what is playable. Words follow ctx.locale():
 *   hand card            en "Card {rank} #{n}"         fr "Carte {rank} n°{n}"
 *                        rank: A 2 … 10 J Q K Joker; n: 1 for the first card of that rank
 *                        in the hand, 2 for the second, …  (hint, what a screen reader
 *                        says: "Play a 7", "Give a 7 to your partner")
 *   Joker's rank         en "Joker as {rank}"           fr "Joker comme {rank}"
 *   marble to pick       en "Marble {m}"                fr "Pion {m}"        (m = 0..15)
 *   target field         en "Marble {m} to field {n}"   fr "Pion {m} vers la case {n}"  (n = 0..63)
 *                        en "Marble {m} to finish {n}"  fr "Pion {m} vers l'arrivée {n}" (n = 0..3)
 *                        en "Marble {m} to start"       fr "Pion {m} sur la case départ"
 *                        en "Marble {m} swap with marble {o}"  fr "Pion {m} échangé avec le pion {o}"
 *   exchange confirm     en "Give card {rank}"          fr "Donner la carte {rank}"
 *   cancel a selection   en "Cancel"                    fr "Annuler"
 *   confirm a held move  en "Confirm the move"          fr "Valider le coup"
 *   undo a held step     en "Undo the last step"        fr "Annuler le dernier pas"
 * A chosen destination is not sent at once: the move is held (preview.ts), drawn where it
 * would end, undone step by step, and sent on "Confirm" (a 7 once all its steps are spent).
 * Where the board's fields are closer than a fingertip (a phone), marbles and destinations
 * are buttons in a panel over the board's centre, with the same titles.
 * A spectator has no hand, so never gets a card label. With `legal` empty nothing is labelled.
 * When a card has a single marble to move, that marble is picked at once and only its
 * targets are shown (with the other marbles not clickable, since there are none).
 */
import { Container, Graphics, Rectangle, type Ticker } from "pixi.js";
import type { Dog } from "@tablee/shared";
import { gameModule, type RendererContext, type RendererFactory } from "../renderer";
import { planMotions } from "./animate";
import { CanvasTable, clear, ellipsize, FINGER, fit, INK, label, makeButton, WhyNote, type Update } from "../kit";
import { dogWhy } from "./why";
import { HIGHLIGHT, SEAT_COLOURS, drawBoard, drawMarble, toScreen, type BoardFrame } from "./board";
import { NOTHING, stage, type Selection, type Stage, type Target } from "./choices";
import { FOUR_SEATS, KENNEL, boardShape, bottomSeat, fanLayout, placeOn, tableLayout, type BoardShape, type Point, type TableLayout } from "./geometry";
import { cardFace } from "./hand";
import { preview, type Preview } from "./preview";
import { seatPanel } from "./seats";
import { teamWords, type TeamWords } from "./teams";

import { dogMessages } from "./i18n";
export { dogMessages };

type DogView = Dog.DogView;
type DogAction = Dog.DogAction;
type Card = Dog.Card;

const FELT = 0x1f4d3a;
const CARD_ORDER: readonly Card[] = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "Joker"];

/** A choice offered in a panel over the board's centre (a Joker's rank, a marble, a destination). */
interface PanelItem {
  text: string;
  /** A marble's colour, drawn before the text. */
  disc?: number;
  a11y: string;
  run: () => void;
}

class DogTable extends CanvasTable<DogView, DogAction> {
  private readonly layers = this.stack("board", "marble", "ring", "hit", "seat", "centre", "hand", "chooser", "fly");
  private marbles: Graphics[] = [];
  private rings: Graphics[] = [];
  private sel: Selection = NOTHING;
  /** Which copy of the selected card is raised (cards of one rank are interchangeable). */
  private selIndex = -1;
  private layout: TableLayout = tableLayout(800, 600);
  private frame: BoardFrame = { cx: 400, cy: 300, scale: 300, bottom: 0 };
  /** The board of four or six the view's seats ask for (geometry.ts). */
  private shape: BoardShape = FOUR_SEATS;
  private clock = 0;
  /** The move chosen so far and not yet sent (see preview.ts); empty when nothing is held. */
  private held: DogAction[] = [];
  /** Confirmed actions are on their way: nothing is offered until the server has them all. */
  private sending = false;
  private viewKey = "";
  protected override seatWords = { you: "dog.seat.you", other: "dog.seat.empty" };
  /** A greyed card, tapped, says why it cannot be played. */
  private readonly why = new WhyNote(this.root, this.ctx.stage, () => this.width);

  constructor(ctx: RendererContext<DogAction>) {
    super(ctx);
    this.fitCanvas();
  }

  protected override tick(ticker: Ticker): void {
    this.clock += ticker.deltaMS;
    const pulse = this.ctx.stage.pulse ? 0.75 + 0.25 * Math.sin(this.clock / 160) : 1;
    for (const r of this.rings) r.alpha = pulse;
  }

  protected override show({ view, before, changed }: Update<DogView>): void {
    this.timeline.finish();
    this.why.hide();
    const newBottom = bottomSeat(view.seat ?? null) !== this.frame.bottom || boardShape(view.handCounts.length) !== this.shape;
    const viewKey = JSON.stringify(view);
    if (this.sending) {
      // Landed: the card is complete (the turn moved on). Refused: the shell redraws the
      // very same view after the server's error, and the table shows the server's word.
      const landed = view.seven === undefined || view.turn !== view.seat || view.phase !== "play";
      if (landed || viewKey === this.viewKey) this.sending = false;
    }
    this.viewKey = viewKey;
    if (changed.legal) {
      this.sel = NOTHING;
      this.selIndex = -1;
      // A held move was chosen on the table as it was; a new one starts from scratch.
      this.held = [];
    }
    if (this.sending) this.legal = [];
    if (newBottom) this.relayout();
    else this.drawDynamic();
    if (before && changed.events && !newBottom && view.events.length > 0) this.animate(view, before.marbles);
    else this.placeMarbles(this.shownMarbles());
  }

  override resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    // The motions move the marbles the new layout replaces: they end first (a banner that
    // comes and goes resizes the board mid-move).
    this.timeline.finish();
    this.relayout();
    if (this.view) this.placeMarbles(this.shownMarbles());
  }

  /** The held move played on a copy of the table, or null when nothing is held. */
  private preview(): Preview | null {
    const view = this.view;
    if (!view || view.seat === undefined || this.held.length === 0) return null;
    return preview(view, view.seat, this.held);
  }

  /** Where the marbles are drawn: where a held move would put them, else where they stand. */
  private shownMarbles(): readonly number[] {
    return this.preview()?.marbles ?? this.view?.marbles ?? [];
  }

  /** Adds a chosen action to the held move (nothing is sent before Confirm). */
  private hold(action: DogAction): void {
    this.held = [...this.held, action];
    this.sel = NOTHING;
    this.selIndex = -1;
    this.placeMarbles(this.shownMarbles());
    this.drawDynamic();
  }

  /** Takes back the last held action; the card stays picked when its first action goes. */
  private undo(): void {
    const last = this.held[this.held.length - 1];
    this.held = this.held.slice(0, -1);
    if (this.held.length === 0 && last && last.type !== "exchange" && last.card !== undefined) {
      this.sel = { card: last.card, as: last.card === "Joker" && "as" in last && last.as ? last.as : last.card === "Joker" ? "7" : null, marble: null };
    } else {
      this.sel = NOTHING;
    }
    this.placeMarbles(this.shownMarbles());
    this.drawDynamic();
  }

  /** Sends the held move, in order: the server checks each action as it comes. */
  private confirm(): void {
    const actions = this.held;
    this.held = [];
    this.sending = actions.length > 1;
    for (const action of actions.slice(0, -1)) this.ctx.act(action);
    this.send(actions[actions.length - 1]);
  }

  // ----- drawing -------------------------------------------------------------------------

  private relayout(): void {
    this.layout = tableLayout(this.width, this.height);
    const b = this.layout.board;
    this.frame = { cx: b.cx, cy: b.cy, scale: b.scale, bottom: bottomSeat(this.view?.seat ?? null) };
    this.shape = boardShape(this.view?.handCounts.length ?? 4);
    clear(this.layers.board);
    this.layers.board.addChild(this.ground(FELT));
    this.layers.board.addChild(drawBoard(this.frame, this.shape));
    clear(this.layers.marble);
    this.marbles = [];
    for (let m = 0; m < this.shape.seats * 4; m++) {
      const g = drawMarble(m >> 2, this.frame.scale, this.shape);
      this.marbles.push(g);
      this.layers.marble.addChild(g);
    }
    if (this.view) this.placeMarbles(this.view.marbles);
    this.drawDynamic();
  }

  private point(place: number, marble: number): Point {
    return toScreen(this.frame, placeOn(this.shape, place, marble, this.frame.bottom));
  }

  private placeMarbles(places: readonly number[]): void {
    for (let m = 0; m < this.marbles.length; m++) {
      const p = this.point(places[m], m);
      this.marbles[m]?.position.set(p.x, p.y);
    }
  }

  /** Everything that depends on the view and the selection (not the marbles' positions). */
  private drawDynamic(): void {
    const view = this.view;
    for (const layer of [this.layers.ring, this.layers.hit, this.layers.seat, this.layers.centre, this.layers.hand, this.layers.chooser]) clear(layer);
    this.rings = [];
    if (!view) return;
    const pv = this.preview();
    const st = pv ? (pv.complete ? ({ kind: "idle" } as Stage) : stage(pv.next, pv.marbles, this.sel)) : stage(this.legal, view.marbles, this.sel);
    this.drawSeats(view);
    // A panel of choices over the centre hides the pile: it is not drawn under it.
    const panel = st.kind === "rank" || (this.listChoices() && (st.kind === "marble" || st.kind === "target"));
    if (!panel) this.drawCentre(view);
    let tab = 1;
    tab = this.drawHand(view, st, tab, pv);
    tab = this.drawChoices(view, st, tab, pv);
    this.drawStatus(view, st, tab, pv);
  }

  /** Board targets as large as the track allows without two touching (any two fields are a field gap apart). */
  private boardHitSide(): number {
    return this.shape.gap * this.frame.scale * Math.SQRT1_2;
  }

  /** On a board too small for fingers (targets closer than a fingertip), marbles and destinations are picked from a list. */
  private listChoices(): boolean {
    return this.boardHitSide() < FINGER && this.layout.compact;
  }

  private seatPanelCentre(seat: number): Point {
    return toScreen(this.frame, this.shape.plate(seat, this.frame.bottom));
  }

  /** At six seats, the teams in words (teams.ts); null at four. */
  private teams(view: DogView): TeamWords | null {
    return teamWords(view, view.seat ?? null, (seat) => this.seatName(seat), this.ctx.t, this.ctx.locale());
  }

  private drawSeats(view: DogView): void {
    const teams = this.teams(view);
    for (let seat = 0; seat < this.shape.seats; seat++) {
      const panel = seatPanel(
        {
          seat,
          name: this.seatName(seat),
          own: seat === view.seat,
          cards: view.handCounts[seat] ?? 0,
          folded: view.folded[seat] ?? false,
          turn: view.phase === "play" && view.turn === seat && view.winner === undefined,
          dealer: view.dealer === seat,
          chosen: view.phase === "exchange" ? (view.exchangeChosen[seat] ?? false) : null,
          foldedText: [this.ctx.t("dog.seat.folded"), this.ctx.t("dog.seat.foldedShort")],
          dealerText: this.ctx.t("dog.seat.dealerBadge"),
          ...(teams && { team: teams.plate(seat) }),
        },
        this.frame.scale,
      );
      const p = this.seatPanelCentre(seat);
      panel.position.set(p.x, p.y);
      this.layers.seat.addChild(panel);
    }
  }

  private discardSize(): { w: number; h: number } {
    const w = Math.max(30, this.frame.scale * 0.17);
    return { w, h: w * 1.45 };
  }

  private drawCentre(view: DogView): void {
    const { cx, cy, scale } = this.frame;
    const { w, h } = this.discardSize();
    const top = view.discard[view.discard.length - 1];
    if (view.discard.length > 1) {
      const under = new Graphics().roundRect(-w / 2, -h / 2, w, h, w * 0.1).fill(0xf1ebdc).stroke({ width: 1, color: 0x999999 });
      under.position.set(cx + 3, cy - 2);
      under.rotation = 0.08;
      this.layers.centre.addChild(under);
    }
    if (top) {
      const card = cardFace(top, w, h, { jokerText: this.ctx.t("dog.joker") });
      card.position.set(cx, cy);
      this.layers.centre.addChild(card);
    } else {
      const empty = new Graphics().roundRect(cx - w / 2, cy - h / 2, w, h, w * 0.1).stroke({ width: 1.5, color: 0xa08a5c });
      this.layers.centre.addChild(empty);
    }
    const font = Math.max(10, scale * 0.05);
    const pile = label(this.ctx.t("dog.info.discard"), font, 0x6b5630);
    pile.anchor.set(0.5, 1);
    pile.position.set(cx, cy - h / 2 - 4);
    this.layers.centre.addChild(pile);
    const deal = label(this.ctx.t("dog.info.deal", { n: view.deal, count: view.dealSize }), font, 0x6b5630);
    deal.anchor.set(0.5, 0);
    deal.position.set(cx, cy + h / 2 + 4);
    this.layers.centre.addChild(deal);
  }

  /** The own hand, fanned in the strip under the board, below the status line. */
  private drawHand(view: DogView, st: Stage, tab: number, pv: Preview | null): number {
    const hand = pv ? pv.hand : view.hand;
    if (!hand) return tab;
    const strip = this.layout.hand;
    const cardsArea = { x: strip.x, y: strip.y + 54, width: strip.width, height: strip.height - 54 };
    const order = hand.map((card, i) => ({ card, i })).sort((a, b) => CARD_ORDER.indexOf(a.card) - CARD_ORDER.indexOf(b.card));
    const fan = fanLayout(order.length, cardsArea, this.layout.compact);
    const clickable = pv ? [] : st.kind === "card" || st.kind === "rank" || st.kind === "marble" || st.kind === "target" ? cardsOf(st, this.legal) : st.kind === "exchange" ? st.cards : [];
    const pendingSeven = view.seven !== undefined;
    // Fanned cards overlap: each one's target is the part of it that shows (the last, all of it).
    const shown = (k: number): number => (k === order.length - 1 || fan.cards.length < 2 ? fan.width : Math.min(fan.width, fan.cards[k + 1].x - fan.cards[k].x));
    const received = view.phase === "play" && view.received !== undefined && hand.length === view.dealSize ? view.received : null;
    let receivedShown = false;
    const seen = new Map<Card, number>();
    order.forEach(({ card, i }, k) => {
      const nth = (seen.get(card) ?? 0) + 1;
      seen.set(card, nth);
      const selected = this.sel.card === card && (this.selIndex === i || (this.selIndex < 0 && nth === 1));
      const canClick = clickable.includes(card) && !pendingSeven;
      const isReceived = !receivedShown && received === card && (receivedShown = true);
      const face = cardFace(card, fan.width, fan.height, {
        selected,
        received: isReceived,
        dim: this.legal.length > 0 && !canClick,
        jokerText: this.ctx.t("dog.joker"),
      });
      const pos = fan.cards[k];
      face.position.set(pos.x, pos.y - (selected ? 16 : 0));
      face.rotation = pos.rotation;
      if (canClick) {
        face.hitArea = new Rectangle(-fan.width / 2, -fan.height / 2, shown(k), fan.height);
        // A screen reader says what pressing does with the card rather than the title.
        const spoken = this.ctx.t(`log.dog.card.${card}`);
        const teams = st.kind === "exchange" ? this.teams(view) : null;
        const name = teams ? teams.giveHint(spoken) : this.ctx.t(st.kind === "exchange" ? "dog.a11y.giveHint" : "dog.a11y.playHint", { card: spoken });
        makeButton(face, this.ctx.t("dog.a11y.card", { rank: card, n: nth }), tab++, () => this.pickCard(card, i), name);
      } else {
        face.hitArea = new Rectangle(-fan.width / 2, -fan.height / 2, fan.width, fan.height);
        this.why.attach(face, () => dogWhy(view, false, this.legal, this.ctx.t));
      }
      this.explain("dog").attach(face, card);
      this.layers.hand.addChild(face);
    });
    return tab;
  }

  private pickCard(card: Card, index: number): void {
    if (this.sel.card === card && this.selIndex === index) {
      this.sel = NOTHING;
      this.selIndex = -1;
    } else {
      this.sel = { card, as: null, marble: null };
      this.selIndex = index;
    }
    this.drawDynamic();
  }

  /**
   * The Joker's rank chooser, the marbles to pick and their lit-up targets. Where the board's
   * fields are too close for a finger, the rings stay on the board and the picks are a list
   * of buttons over its centre: the marbles, numbered on the board and in the list, then the
   * chosen marble's destinations by their steps.
   */
  private drawChoices(view: DogView, st: Stage, tab: number, pv: Preview | null): number {
    if (st.kind === "rank") {
      return this.drawPanel(this.ctx.t("dog.status.pickRank"), st.ranks.map((rank) => ({
        text: rank,
        a11y: this.ctx.t("dog.a11y.rank", { rank }),
        run: () => {
          this.sel = { ...this.sel, as: rank, marble: null };
          this.drawDynamic();
        },
      })), tab);
    }
    if (st.kind !== "marble" && st.kind !== "target") return tab;
    const marbles = pv ? pv.marbles : view.marbles;
    const movable = st.kind === "marble" ? st.marbles : movableFor(pv ? pv.next : this.legal, marbles, this.sel);
    const list = this.listChoices();
    const side = this.boardHitSide();
    const items: PanelItem[] = [];
    for (const m of movable) {
      const selected = st.kind === "target" && st.marble === m;
      const p = this.point(marbles[m], m);
      this.ring(p, selected ? 0xffffff : HIGHLIGHT, selected ? 1.75 : 1.5);
      if (selected && movable.length === 1) continue;
      const pick = (): void => {
        this.sel = { ...this.sel, marble: selected ? null : m };
        this.drawDynamic();
      };
      if (list) {
        this.marbleNumber(p, m);
        if (st.kind === "marble") items.push({ text: String((m & 3) + 1), disc: SEAT_COLOURS[m >> 2], a11y: this.ctx.t("dog.a11y.marble", { m }), run: pick });
        continue;
      }
      const hit = new Container();
      hit.position.set(p.x, p.y);
      hit.hitArea = new Rectangle(-side / 2, -side / 2, side, side);
      makeButton(hit, this.ctx.t("dog.a11y.marble", { m }), tab++, pick);
      this.layers.hit.addChild(hit);
    }
    if (st.kind === "target") {
      for (const target of st.targets) {
        const p = this.point(target.place, target.marble);
        this.ring(p, HIGHLIGHT, 1.45, true);
        if (list) {
          items.push({ ...this.targetItem(target, marbles), a11y: this.targetLabel(target), run: () => this.hold(target.action) });
          continue;
        }
        const hit = new Container();
        hit.position.set(p.x, p.y);
        hit.hitArea = new Rectangle(-side / 2, -side / 2, side, side);
        makeButton(hit, this.targetLabel(target), tab++, () => this.hold(target.action));
        this.layers.hit.addChild(hit);
      }
    }
    if (items.length === 0) return tab;
    const title = st.kind === "marble" ? this.ctx.t("dog.status.pickMarble") : this.ctx.t("dog.status.pickTarget");
    return this.drawPanel(title, items, tab);
  }

  /** The marble's number (1 to 4 in its colour) beside it, as the list names it. */
  private marbleNumber(p: Point, m: number): void {
    const r = this.shape.marbleRadius * this.frame.scale;
    const tag = label(String((m & 3) + 1), 12, INK, true);
    const pad = 3;
    const bg = new Graphics().roundRect(-pad, -1, tag.width + pad * 2, tag.height + 2, 4).fill({ color: 0xffffff, alpha: 0.95 }).stroke({ width: 1, color: SEAT_COLOURS[m >> 2] });
    const c = new Container();
    c.addChild(bg, tag);
    // Towards the board's centre, off the track, so the number hides no neighbour.
    const dx = this.frame.cx - p.x;
    const dy = this.frame.cy - p.y;
    const d = Math.hypot(dx, dy) || 1;
    c.position.set(p.x + (dx / d) * (r * 2.2) - tag.width / 2, p.y + (dy / d) * (r * 2.2) - tag.height / 2);
    this.layers.ring.addChild(c);
  }

  /** A destination in the list: the steps it takes ("+5", "−4"), or the start, or the swap partner. */
  private targetItem(target: Target, marbles: readonly number[]): Omit<PanelItem, "a11y" | "run"> {
    const a = target.action;
    if (a.type === "start") return { text: this.ctx.t("dog.list.start") };
    if (a.type === "swap") return { text: `⇄ ${(a.other & 3) + 1}`, disc: SEAT_COLOURS[a.other >> 2] };
    if (a.type === "move" || a.type === "seven") {
      const steps = a.steps > 0 ? `+${a.steps}` : `−${-a.steps}`;
      const finish = this.shape.track;
      return { text: target.place >= finish && marbles[target.marble] < finish ? this.ctx.t("dog.list.finish", { steps }) : steps };
    }
    return { text: "?" };
  }

  /** A panel of finger-sized buttons over the board's centre, in rows. */
  private drawPanel(titleText: string, items: readonly PanelItem[], tab: number): number {
    const { cx, cy } = this.frame;
    const size = FINGER + 4;
    const gap = 8;
    const built = items.map((item) => {
      const text = label(item.text, 17, INK, true);
      const disc = item.disc === undefined ? 0 : 18;
      return { item, text, width: Math.max(size, text.width + disc + 20) };
    });
    const maxRow = Math.min(this.frame.scale * 1.8, this.width - 16);
    const rows: (typeof built)[] = [[]];
    let rowW = 0;
    for (const b of built) {
      if (rows[rows.length - 1].length > 0 && rowW + gap + b.width > maxRow - 24) {
        rows.push([]);
        rowW = 0;
      }
      rowW += (rows[rows.length - 1].length > 0 ? gap : 0) + b.width;
      rows[rows.length - 1].push(b);
    }
    const title = label(titleText, 15, INK, true);
    const widths = rows.map((row) => row.reduce((sum, b) => sum + b.width, 0) + gap * (row.length - 1));
    const w = Math.min(maxRow, Math.max(...widths, title.width) + 24);
    ellipsize(title, w - 16);
    const h = rows.length * size + (rows.length - 1) * gap + 46;
    const panel = new Graphics().roundRect(cx - w / 2, cy - h / 2, w, h, 10).fill({ color: 0xffffff, alpha: 0.96 }).stroke({ width: 2, color: 0x7a2fb0 });
    this.layers.chooser.addChild(panel);
    title.anchor.set(0.5, 0);
    title.position.set(cx, cy - h / 2 + 8);
    this.layers.chooser.addChild(title);
    rows.forEach((row, r) => {
      let x = cx - widths[r] / 2;
      const y = cy - h / 2 + 36 + r * (size + gap) + size / 2;
      for (const { item, text, width } of row) {
        const b = new Container();
        b.addChild(new Graphics().roundRect(-width / 2, -size / 2, width, size, 6).fill(0xfffdf7).stroke({ width: 1.5, color: 0x7a2fb0 }));
        const discW = item.disc === undefined ? 0 : 18;
        if (item.disc !== undefined) {
          b.addChild(new Graphics().circle(-(text.width + discW) / 2 + 7, 0, 7).fill(item.disc).stroke({ width: 1.5, color: INK }));
        }
        text.anchor.set(0.5);
        text.position.set(discW / 2, 0);
        b.addChild(text);
        b.position.set(x + width / 2, y);
        b.hitArea = new Rectangle(-width / 2, -size / 2, width, size);
        makeButton(b, item.a11y, tab++, item.run);
        this.layers.chooser.addChild(b);
        x += width + gap;
      }
    });
    return tab;
  }

  private targetLabel(target: Target): string {
    const a = target.action;
    const m = target.marble;
    if (a.type === "start") return this.ctx.t("dog.a11y.toStart", { m });
    if (a.type === "swap") return this.ctx.t("dog.a11y.swap", { m, o: a.other });
    if (target.place >= this.shape.track) return this.ctx.t("dog.a11y.toFinish", { m, n: target.place - this.shape.track });
    return this.ctx.t("dog.a11y.toField", { m, n: target.place });
  }

  /** A pulsing ring around a marble or a target field. */
  private ring(p: Point, colour: number, size: number, filled = false): void {
    const r = this.shape.marbleRadius * this.frame.scale * size;
    const width = Math.max(3, r * 0.3);
    const g = new Graphics();
    if (filled) g.circle(0, 0, r * 0.45).fill({ color: colour, alpha: 0.9 });
    // A dark edge under the colour so the ring reads on wood and on light marbles alike.
    g.circle(0, 0, r).stroke({ width: width + 2, color: INK, alpha: 0.6 });
    g.circle(0, 0, r).stroke({ width, color: colour });
    g.position.set(p.x, p.y);
    this.layers.ring.addChild(g);
    this.rings.push(g);
  }

  /** The line above the hand: what to do now, or whose turn it is; Give / Cancel buttons. */
  private drawStatus(view: DogView, st: Stage, tab: number, pv: Preview | null): void {
    const strip = this.layout.hand;
    const t = this.ctx.t;
    let main = "";
    let sub = "";
    const teams = this.teams(view);
    if (view.winner !== undefined) {
      main = teams?.won() ?? t("dog.status.won", { a: this.seatName(view.winner), b: this.seatName(view.winner + 2) });
    } else if (pv?.complete) {
      main = t("dog.status.confirm");
      sub = t("dog.status.undoHint");
    } else if (pv) {
      main = t("dog.status.seven", { count: pv.remaining });
      sub = t(st.kind === "marble" ? "dog.status.pickMarble" : "dog.status.pickTarget");
    } else if (st.kind === "exchange") {
      const card = st.chosen ? cardName(st.chosen, t) : "";
      main = st.chosen ? (teams?.give(card) ?? t("dog.status.give", { card })) : (teams?.exchange() ?? t("dog.status.exchange"));
    } else if (view.phase === "exchange") {
      main = view.myExchange !== undefined ? (teams?.waiting() ?? t("dog.status.waitingPartner")) : t("dog.status.exchanging");
    } else if (view.seven !== undefined && (st.kind === "marble" || st.kind === "target")) {
      main = t("dog.status.seven", { count: view.seven.remaining });
      sub = t(st.kind === "marble" ? "dog.status.pickMarble" : "dog.status.pickTarget");
    } else if (st.kind === "card") {
      main = t("dog.status.pickCard");
    } else if (st.kind === "rank") {
      main = t("dog.status.pickRank");
    } else if (st.kind === "marble") {
      main = t("dog.status.pickMarble");
    } else if (st.kind === "target") {
      main = t("dog.status.pickTarget");
    } else {
      main = this.ctx.absence?.(view.turn) ?? t("dog.status.turnOf", { name: this.seatName(view.turn) });
    }
    if (!sub && view.phase === "play" && view.received !== undefined && view.hand && view.hand.length === view.dealSize) {
      const card = cardName(view.received, t);
      sub = teams?.received(card) ?? t("dog.status.received", { card });
    }
    if (!sub && view.phase === "play") sub = teams?.playing() ?? "";
    if (!sub && view.seat === undefined) sub = t("dog.status.watching");

    const buttons: { text: string; a11y: string; colour: number; run: () => void }[] = [];
    if (st.kind === "exchange" && st.chosen && st.action) {
      const action = st.action;
      buttons.push({ text: t("dog.give"), a11y: t("dog.a11y.give", { rank: st.chosen }), colour: 0x187a34, run: () => this.send(action) });
    }
    if (pv) {
      if (pv.complete) buttons.push({ text: t("dog.confirm"), a11y: t("dog.a11y.confirm"), colour: 0x187a34, run: () => this.confirm() });
      buttons.push({ text: t("dog.undo"), a11y: t("dog.a11y.undo"), colour: 0x555555, run: () => this.undo() });
    } else if (this.sel.card !== null && view.seven === undefined) {
      buttons.push({ text: t("dog.cancel"), a11y: t("dog.a11y.cancel"), colour: 0x666666, run: () => {
        this.sel = NOTHING;
        this.selIndex = -1;
        this.drawDynamic();
      } });
    }
    const bh = FINGER;
    let right = strip.x + strip.width - 8;
    // Laid from the right, ordered for the keyboard as listed: what goes forward (Give,
    // Confirm) before a way back (Undo, Cancel).
    let order = tab + buttons.length;
    for (const b of buttons.reverse()) {
      const c = new Container();
      const text = label(b.text, 15, 0xffffff, true);
      // As wide as its word needs (German runs long), within reason.
      const bw = Math.max(this.layout.compact ? 84 : 104, Math.min(150, text.width + 20));
      c.addChild(new Graphics().roundRect(-bw / 2, -bh / 2, bw, bh, 8).fill(b.colour));
      text.anchor.set(0.5);
      ellipsize(text, bw - 8);
      c.addChild(text);
      c.position.set(right - bw / 2, strip.y + 6 + bh / 2);
      c.hitArea = new Rectangle(-bw / 2, -bh / 2, bw, bh);
      makeButton(c, b.a11y, --order, b.run);
      this.layers.hand.addChild(c);
      right -= bw + 8;
    }
    const textWidth = right - strip.x - 12;
    const mainText = label(main, this.layout.compact ? 15 : 17, 0xffffff, true);
    mainText.position.set(strip.x + 12, strip.y + 6);
    fit(mainText, textWidth);
    this.layers.hand.addChild(mainText);
    if (sub) {
      const subText = label(sub, this.layout.compact ? 12 : 13, 0xd8e6dc);
      subText.position.set(strip.x + 12, strip.y + 28);
      fit(subText, textWidth);
      this.layers.hand.addChild(subText);
    }
  }

  protected override sent(): void {
    this.sel = NOTHING;
    this.selIndex = -1;
    this.drawDynamic();
  }

  // ----- animation -----------------------------------------------------------------------

  private animate(view: DogView, before: readonly number[]): void {
    const motions = planMotions(view.events, before);
    // Marbles not in any motion go straight to their places; moving ones start where they were.
    this.placeMarbles(view.marbles);
    for (const mo of motions) {
      if (mo.kind === "walk" || mo.kind === "fly") {
        const p = this.point(mo.from, mo.marble);
        this.marbles[mo.marble].position.set(p.x, p.y);
      }
    }
    for (const mo of motions) {
      if (mo.kind === "walk") {
        const g = this.marbles[mo.marble];
        const points = [mo.from, ...mo.path].map((place) => this.point(place, mo.marble));
        const legs = points.length - 1;
        this.timeline.add(mo.start, mo.perField * legs, (t) => {
          const x = Math.min(legs - 1e-9, t * legs);
          const k = Math.floor(x);
          const f = t >= 1 ? 1 : x - k;
          const a = points[t >= 1 ? legs - 1 : k];
          const b = points[t >= 1 ? legs : k + 1];
          g.position.set(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f - Math.sin(f * Math.PI) * 4);
        });
      } else if (mo.kind === "fly") {
        const g = this.marbles[mo.marble];
        const a = this.point(mo.from, mo.marble);
        const b = this.point(mo.to === KENNEL ? KENNEL : mo.to, mo.marble);
        const lift = mo.to === KENNEL ? this.frame.scale * 0.25 : this.frame.scale * 0.08;
        this.timeline.add(mo.start, mo.duration, (t) => {
          g.position.set(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t - Math.sin(t * Math.PI) * lift);
          g.scale.set(1 + Math.sin(t * Math.PI) * 0.3);
        });
      } else {
        const { w, h } = this.discardSize();
        const card = cardFace(mo.card, w, h, { jokerText: this.ctx.t("dog.joker") });
        const from = mo.seat === view.seat ? { x: this.layout.hand.x + this.layout.hand.width / 2, y: this.layout.hand.y + this.layout.hand.height / 2 } : this.seatPanelCentre(mo.seat);
        const to = { x: this.frame.cx, y: this.frame.cy };
        card.position.set(from.x, from.y);
        card.visible = false;
        this.layers.fly.addChild(card);
        this.timeline.add(
          mo.start,
          mo.duration,
          (t) => {
            card.visible = true;
            card.position.set(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);
            card.rotation = (1 - t) * 0.6;
          },
          () => card.destroy({ children: true }),
        );
      }
    }
    if (motions.length === 0) return;
    // The final positions win whatever the plan did (e.g. a capture by a later event).
    const last = Math.max(...motions.map((m) => m.start + (m.kind === "walk" ? m.perField * m.path.length : m.duration)));
    this.timeline.add(last, 1, () => undefined, () => {
      this.placeMarbles(view.marbles);
      for (const g of this.marbles) g.scale.set(1);
    });
  }
}

/** The cards with some legal use, for the hand while a move is being chosen. */
function cardsOf(st: Stage, legal: readonly DogAction[]): Card[] {
  if (st.kind === "card") return st.cards;
  const cards: Card[] = [];
  for (const a of legal) if (a.card !== undefined && !cards.includes(a.card)) cards.push(a.card);
  return cards;
}

/** In the target step, the other marbles the same card could move (to switch marble). */
function movableFor(legal: readonly DogAction[], marbles: readonly number[], sel: Selection): number[] {
  const st = stage(legal, marbles, { ...sel, marble: null });
  if (st.kind === "marble") return st.marbles;
  if (st.kind === "target") return [st.marble];
  return [];
}

function cardName(card: Card, t: (key: string) => string): string {
  return card === "Joker" ? t("dog.joker") : card;
}

export const createDogRenderer: RendererFactory<DogView, DogAction> = (ctx) => new DogTable(ctx);

export const game = gameModule(createDogRenderer, dogMessages);
