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
 * A spectator has no hand, so never gets a card label. With `legal` empty nothing is labelled.
 * When a card has a single marble to move, that marble is picked at once and only its
 * targets are shown (with the other marbles not clickable, since there are none).
 */
import { Container, Graphics, Rectangle, type Ticker } from "pixi.js";
import type { Dog } from "@tablee/shared";
import { gameModule, type RendererContext, type RendererFactory } from "../renderer";
import { planMotions } from "./animate";
import { CanvasTable, clear, fit, INK, label, makeButton, WhyNote } from "../kit";
import { dogWhy } from "./why";
import { HIGHLIGHT, drawBoard, drawMarble, toScreen, type BoardFrame } from "./board";
import { NOTHING, stage, type Selection, type Stage, type Target } from "./choices";
import { FIELD_GAP, FINISH, KENNEL, MARBLE_RADIUS, bottomSeat, fanLayout, placePoint, seatCorner, tableLayout, type Point, type TableLayout } from "./geometry";
import { cardFace } from "./hand";
import { PANEL_H, PANEL_W, seatPanel } from "./seats";

import { dogMessages } from "./i18n";
export { dogMessages };

type DogView = Dog.DogView;
type DogAction = Dog.DogAction;
type Card = Dog.Card;

const FELT = 0x1f4d3a;
const CARD_ORDER: readonly Card[] = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "Joker"];

class DogTable extends CanvasTable<DogView, DogAction> {
  private readonly layers = this.stack("board", "marble", "ring", "hit", "seat", "centre", "hand", "chooser", "fly");
  private marbles: Graphics[] = [];
  private rings: Graphics[] = [];
  private legalKey = "";
  private eventsKey = "";
  private sel: Selection = NOTHING;
  /** Which copy of the selected card is raised (cards of one rank are interchangeable). */
  private selIndex = -1;
  private layout: TableLayout = tableLayout(800, 600);
  private frame: BoardFrame = { cx: 400, cy: 300, scale: 300, bottom: 0 };
  private clock = 0;
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

  override update(view: DogView, legal: DogAction[]): void {
    this.timeline.finish();
    this.why.hide();
    const before = this.view;
    const newBottom = bottomSeat(view.seat ?? null) !== this.frame.bottom;
    this.view = view;
    const key = JSON.stringify(legal);
    if (key !== this.legalKey) {
      this.sel = NOTHING;
      this.selIndex = -1;
    }
    this.legal = legal;
    this.legalKey = key;
    if (newBottom) this.relayout();
    else this.drawDynamic();
    const events = JSON.stringify(view.events);
    const fresh = events !== this.eventsKey;
    this.eventsKey = events;
    if (before && fresh && !newBottom && view.events.length > 0) this.animate(view, before.marbles);
    else this.placeMarbles(view.marbles);
  }

  override resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.relayout();
    if (this.view) {
      this.timeline.finish();
      this.placeMarbles(this.view.marbles);
    }
  }

  // ----- drawing -------------------------------------------------------------------------

  private relayout(): void {
    this.layout = tableLayout(this.width, this.height);
    const b = this.layout.board;
    this.frame = { cx: b.cx, cy: b.cy, scale: b.scale, bottom: bottomSeat(this.view?.seat ?? null) };
    clear(this.layers.board);
    this.layers.board.addChild(this.ground(FELT));
    this.layers.board.addChild(drawBoard(this.frame));
    clear(this.layers.marble);
    this.marbles = [];
    for (let m = 0; m < 16; m++) {
      const g = drawMarble(m >> 2, this.frame.scale);
      this.marbles.push(g);
      this.layers.marble.addChild(g);
    }
    if (this.view) this.placeMarbles(this.view.marbles);
    this.drawDynamic();
  }

  private point(place: number, marble: number): Point {
    return toScreen(this.frame, placePoint(place, marble, this.frame.bottom));
  }

  private placeMarbles(places: readonly number[]): void {
    for (let m = 0; m < 16; m++) {
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
    const st = stage(this.legal, view.marbles, this.sel);
    this.drawSeats(view);
    this.drawCentre(view);
    let tab = 1;
    tab = this.drawHand(view, st, tab);
    tab = this.drawChoices(view, st, tab);
    this.drawStatus(view, st, tab);
  }

  private seatName(seat: number): string {
    const name = this.ctx.seatNames()[seat] ?? "";
    if (seat === this.view?.seat) return name || this.ctx.t("dog.seat.you");
    return name || this.ctx.t("dog.seat.empty");
  }

  private seatPanelCentre(seat: number): Point {
    const c = seatCorner(seat, this.frame.bottom);
    const sx = Math.sign(c.x);
    const sy = Math.sign(c.y);
    return toScreen(this.frame, { x: sx * (0.97 - PANEL_W / 2), y: sy * (0.97 - PANEL_H / 2) });
  }

  private drawSeats(view: DogView): void {
    for (let seat = 0; seat < 4; seat++) {
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
          foldedText: this.ctx.t("dog.seat.folded"),
          dealerText: this.ctx.t("dog.seat.dealer"),
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
  private drawHand(view: DogView, st: Stage, tab: number): number {
    const hand = view.hand;
    if (!hand) return tab;
    const strip = this.layout.hand;
    const cardsArea = { x: strip.x, y: strip.y + 46, width: strip.width, height: strip.height - 46 };
    const order = hand.map((card, i) => ({ card, i })).sort((a, b) => CARD_ORDER.indexOf(a.card) - CARD_ORDER.indexOf(b.card));
    const fan = fanLayout(order.length, cardsArea, this.layout.compact);
    const clickable = st.kind === "card" || st.kind === "rank" || st.kind === "marble" || st.kind === "target" ? cardsOf(st, this.legal) : st.kind === "exchange" ? st.cards : [];
    const pendingSeven = view.seven !== undefined;
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
        face.hitArea = new Rectangle(-fan.width / 2, -fan.height / 2, fan.width, fan.height);
        makeButton(face, this.ctx.t("dog.a11y.card", { rank: card, n: nth }), tab++, () => this.pickCard(card, i));
        // A screen reader says the hint (aria-label) rather than the title: it names the card.
        face.accessibleHint = this.ctx.t(st.kind === "exchange" ? "dog.a11y.giveHint" : "dog.a11y.playHint", { card: this.ctx.t(`log.dog.card.${card}`) });
      } else {
        face.hitArea = new Rectangle(-fan.width / 2, -fan.height / 2, fan.width, fan.height);
        this.why.attach(face, () => dogWhy(view, false, this.legal, this.ctx.t));
      }
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

  /** The Joker's rank chooser, the marbles to pick and their lit-up targets. */
  private drawChoices(view: DogView, st: Stage, tab: number): number {
    if (st.kind === "rank") return this.drawRankChooser(st.ranks, tab);
    if (st.kind !== "marble" && st.kind !== "target") return tab;
    const movable = st.kind === "marble" ? st.marbles : movableFor(this.legal, view, this.sel);
    const hitR = Math.max(FIELD_GAP * this.frame.scale * 0.6, 12);
    for (const m of movable) {
      const selected = st.kind === "target" && st.marble === m;
      const p = this.point(view.marbles[m], m);
      this.ring(p, selected ? 0xffffff : HIGHLIGHT, selected ? 1.75 : 1.5);
      if (selected && movable.length === 1) continue;
      const hit = new Container();
      hit.position.set(p.x, p.y);
      hit.hitArea = new Rectangle(-hitR, -hitR, hitR * 2, hitR * 2);
      makeButton(hit, this.ctx.t("dog.a11y.marble", { m }), tab++, () => {
        this.sel = { ...this.sel, marble: selected ? null : m };
        this.drawDynamic();
      });
      this.layers.hit.addChild(hit);
    }
    if (st.kind === "target") {
      for (const target of st.targets) {
        const p = this.point(target.place, target.marble);
        this.ring(p, HIGHLIGHT, 1.45, true);
        const hit = new Container();
        hit.position.set(p.x, p.y);
        hit.hitArea = new Rectangle(-hitR, -hitR, hitR * 2, hitR * 2);
        makeButton(hit, this.targetLabel(target), tab++, () => this.send(target.action));
        this.layers.hit.addChild(hit);
      }
    }
    return tab;
  }

  private targetLabel(target: Target): string {
    const a = target.action;
    const m = target.marble;
    if (a.type === "start") return this.ctx.t("dog.a11y.toStart", { m });
    if (a.type === "swap") return this.ctx.t("dog.a11y.swap", { m, o: a.other });
    if (target.place >= FINISH) return this.ctx.t("dog.a11y.toFinish", { m, n: target.place - FINISH });
    return this.ctx.t("dog.a11y.toField", { m, n: target.place });
  }

  /** A pulsing ring around a marble or a target field. */
  private ring(p: Point, colour: number, size: number, filled = false): void {
    const r = MARBLE_RADIUS * this.frame.scale * size;
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

  private drawRankChooser(ranks: Dog.Rank[], tab: number): number {
    const { cx, cy, scale } = this.frame;
    const size = this.layout.compact ? 40 : 44;
    const gap = 6;
    const perRow = Math.min(ranks.length, 7);
    const rows = Math.ceil(ranks.length / perRow);
    const title = label(this.ctx.t("dog.status.pickRank"), Math.max(12, Math.min(15, scale * 0.06)), INK, true);
    fit(title, this.frame.scale * 1.5);
    const w = Math.max(perRow * size + (perRow - 1) * gap, title.width) + 24;
    const h = rows * size + (rows - 1) * gap + 50;
    const panel = new Graphics().roundRect(cx - w / 2, cy - h / 2, w, h, 10).fill({ color: 0xffffff, alpha: 0.96 }).stroke({ width: 2, color: 0x7a2fb0 });
    this.layers.chooser.addChild(panel);
    title.anchor.set(0.5, 0);
    title.position.set(cx, cy - h / 2 + 8);
    this.layers.chooser.addChild(title);
    ranks.forEach((rank, i) => {
      const row = Math.floor(i / perRow);
      const col = i % perRow;
      const inRow = Math.min(perRow, ranks.length - row * perRow);
      const rowW = inRow * size + (inRow - 1) * gap;
      const x = cx - rowW / 2 + col * (size + gap) + size / 2;
      const y = cy - h / 2 + 38 + row * (size + gap) + size / 2;
      const b = new Container();
      b.addChild(new Graphics().roundRect(-size / 2, -size / 2, size, size, 6).fill(0xfffdf7).stroke({ width: 1.5, color: 0x7a2fb0 }));
      const t = label(rank, size * 0.45, INK, true);
      t.anchor.set(0.5);
      b.addChild(t);
      b.position.set(x, y);
      b.hitArea = new Rectangle(-size / 2, -size / 2, size, size);
      makeButton(b, this.ctx.t("dog.a11y.rank", { rank }), tab++, () => {
        this.sel = { ...this.sel, as: rank, marble: null };
        this.drawDynamic();
      });
      this.layers.chooser.addChild(b);
    });
    return tab;
  }

  /** The line above the hand: what to do now, or whose turn it is; Give / Cancel buttons. */
  private drawStatus(view: DogView, st: Stage, tab: number): void {
    const strip = this.layout.hand;
    const t = this.ctx.t;
    let main = "";
    let sub = "";
    if (view.winner !== undefined) {
      main = t("dog.status.won", { a: this.seatName(view.winner), b: this.seatName(view.winner + 2) });
    } else if (st.kind === "exchange") {
      main = st.chosen ? t("dog.status.give", { card: cardName(st.chosen, t) }) : t("dog.status.exchange");
    } else if (view.phase === "exchange") {
      main = view.myExchange !== undefined ? t("dog.status.waitingPartner") : t("dog.status.exchanging");
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
      main = t("dog.status.turnOf", { name: this.seatName(view.turn) });
    }
    if (!sub && view.phase === "play" && view.received !== undefined && view.hand && view.hand.length === view.dealSize) {
      sub = t("dog.status.received", { card: cardName(view.received, t) });
    }
    if (!sub && view.seat === undefined) sub = t("dog.status.watching");

    const buttons: { text: string; a11y: string; colour: number; run: () => void }[] = [];
    if (st.kind === "exchange" && st.chosen && st.action) {
      const action = st.action;
      buttons.push({ text: t("dog.give"), a11y: t("dog.a11y.give", { rank: st.chosen }), colour: 0x1e8a3c, run: () => this.send(action) });
    }
    if (this.sel.card !== null && view.seven === undefined) {
      buttons.push({ text: t("dog.cancel"), a11y: t("dog.a11y.cancel"), colour: 0x666666, run: () => {
        this.sel = NOTHING;
        this.selIndex = -1;
        this.drawDynamic();
      } });
    }
    const bw = this.layout.compact ? 78 : 96;
    const bh = 36;
    let right = strip.x + strip.width - 8;
    for (const b of buttons.reverse()) {
      const c = new Container();
      c.addChild(new Graphics().roundRect(-bw / 2, -bh / 2, bw, bh, 8).fill(b.colour));
      const text = label(b.text, 15, 0xffffff, true);
      text.anchor.set(0.5);
      c.addChild(text);
      c.position.set(right - bw / 2, strip.y + 6 + bh / 2);
      c.hitArea = new Rectangle(-bw / 2, -bh / 2, bw, bh);
      makeButton(c, b.a11y, tab++, b.run);
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

  private send(action: DogAction): void {
    // Nothing stays clickable until the server answers, so one tap sends one action.
    this.legal = [];
    this.legalKey = "[]";
    this.sel = NOTHING;
    this.selIndex = -1;
    this.drawDynamic();
    this.ctx.act(action);
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
function movableFor(legal: readonly DogAction[], view: DogView, sel: Selection): number[] {
  const st = stage(legal, view.marbles, { ...sel, marble: null });
  if (st.kind === "marble") return st.marbles;
  if (st.kind === "target") return [st.marble];
  return [];
}

function cardName(card: Card, t: (key: string) => string): string {
  return card === "Joker" ? t("dog.joker") : card;
}

export const createDogRenderer: RendererFactory<DogView, DogAction> = (ctx) => new DogTable(ctx);

export const game = gameModule(createDogRenderer, dogMessages);
