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
import { Container, Graphics } from "pixi.js";
import type { Dog } from "@tablee/shared";
import { gameModule, type RendererContext, type RendererFactory } from "../renderer";
import { dogMessages } from "./i18n";
import { planMotions } from "./animate";
import { CanvasTable, clear, drawPanel, drawStatus, FINGER, INK, label, makeButton, spot, WhyNote, write, type Button, type PanelChoice, type Status, type Update } from "../kit";
import { dogWhy } from "./why";
import { HIGHLIGHT, SEAT_COLOURS, drawBoard, drawMarble, toScreen, type BoardFrame } from "./board";
import { NOTHING, stage, type Selection, type Stage, type Target } from "./choices";
import { FOUR_SEATS, KENNEL, boardShape, bottomSeat, fanLayout, placeOn, tableLayout, type BoardShape, type Point, type TableLayout } from "./geometry";
import { cardFace } from "./hand";
import { preview, type Preview } from "./preview";
import { seatPanel } from "./seats";
import { teamWords, type TeamWords } from "./teams";

type DogView = Dog.DogView;
type DogAction = Dog.DogAction;
type Card = Dog.Card;

const FELT = 0x1f4d3a;
/** The status's height above the hand's cards. */
const HAND_TOP = 54;
const CARD_ORDER: readonly Card[] = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "Joker"];

/**
 * What the player has picked: the card (which copy of it is raised: cards of one rank are
 * interchangeable), a Joker's rank, the marble; and the move chosen so far and not yet sent
 * (see preview.ts; empty when nothing is held). A held move was chosen on the table as it
 * was: a new legal list starts it from scratch.
 */
type DogChoice = Selection & { index: number; held: DogAction[] };
const NOTHING_CHOSEN: DogChoice = { ...NOTHING, index: -1, held: [] };

/** A marble's colour, drawn before its number in a list. */
const disc = (colour: number) => (g: Graphics) => g.circle(0, 0, 7).fill(colour).stroke({ width: 1.5, color: INK });

class DogTable extends CanvasTable<DogView, DogAction, DogChoice> {
  private readonly layers = this.stack("board", "marble", "ring", "hit", "seat", "centre", "hand", "chooser", "fly");
  private marbles: Graphics[] = [];
  private layout: TableLayout = tableLayout(800, 600);
  private frame: BoardFrame = { cx: 400, cy: 300, scale: 300, bottom: 0 };
  /** The board of four or six the view's seats ask for (geometry.ts). */
  private shape: BoardShape = FOUR_SEATS;
  /** Confirmed actions are on their way: nothing is offered until the server has them all. */
  private sending = false;
  protected override seatWords = { you: "dog.seat.you", other: "dog.seat.empty", turn: "dog.status.turnOf" };
  /** A greyed card, tapped, says why it cannot be played. */
  private readonly why = new WhyNote(this.root, this.ctx.stage, () => this.width);

  constructor(ctx: RendererContext<DogAction>) {
    super(ctx, () => NOTHING_CHOSEN);
    this.fitCanvas();
  }

  protected override show({ view, before, changed }: Update<DogView>): void {
    const newBottom = bottomSeat(view.seat ?? null) !== this.frame.bottom || boardShape(view.handCounts.length) !== this.shape;
    if (this.sending) {
      // Landed: the card is complete (the turn moved on). Refused: the shell draws the very
      // same view again after the server's error, and the table shows the server's word.
      const landed = view.seven === undefined || view.turn !== view.seat || view.phase !== "play";
      if (landed || !changed.view) this.sending = false;
    }
    if (this.sending) this.legal = [];
    if (newBottom) this.relayout();
    else this.redraw();
    if (before && changed.events && !newBottom) this.animate(view, before.marbles);
    else this.placeMarbles(this.shownMarbles());
  }

  /** The held move played on a copy of the table, or null when nothing is held. */
  private preview(): Preview | null {
    const view = this.view;
    if (!view || view.seat === undefined || this.choice.held.length === 0) return null;
    return preview(view, view.seat, this.choice.held);
  }

  /** Where the marbles are drawn: where a held move would put them, else where they stand. */
  private shownMarbles(): readonly number[] {
    return this.preview()?.marbles ?? this.view?.marbles ?? [];
  }

  /** Adds a chosen action to the held move (nothing is sent before Confirm). */
  private hold(action: DogAction): void {
    this.choose({ ...NOTHING_CHOSEN, held: [...this.choice.held, action] });
    this.placeMarbles(this.shownMarbles());
  }

  /** Takes back the last held action; the card stays picked when its first action goes. */
  private undo(): void {
    const held = this.choice.held.slice(0, -1);
    const last = this.choice.held.at(-1);
    if (held.length === 0 && last && last.type !== "exchange" && last.card !== undefined) {
      this.choose({ ...NOTHING_CHOSEN, card: last.card, as: last.card === "Joker" && "as" in last && last.as ? last.as : last.card === "Joker" ? "7" : null });
    } else this.choose({ ...NOTHING_CHOSEN, held });
    this.placeMarbles(this.shownMarbles());
  }

  /** Sends the held move, in order: the server checks each action as it comes. */
  private confirm(): void {
    const actions = this.choice.held;
    this.sending = actions.length > 1;
    for (const action of actions.slice(0, -1)) this.ctx.act(action);
    this.send(actions[actions.length - 1]);
  }

  // ----- drawing -------------------------------------------------------------------------

  protected relayout(): void {
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
    if (this.view) this.placeMarbles(this.shownMarbles());
    this.redraw();
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

  /** Everything that depends on the view and the choice (not the marbles' positions). */
  protected redraw(): void {
    const view = this.view;
    this.why.hide();
    clear(this.layers.ring, this.layers.hit, this.layers.seat, this.layers.centre, this.layers.hand, this.layers.chooser);
    if (!view) return;
    const pv = this.preview();
    const st = pv ? (pv.complete ? ({ kind: "idle" } as Stage) : stage(pv.next, pv.marbles, this.choice)) : stage(this.legal, view.marbles, this.choice);
    this.drawSeats(view);
    // A panel of choices over the centre hides the pile: it is not drawn under it.
    const panel = st.kind === "rank" || (this.listChoices() && (st.kind === "marble" || st.kind === "target"));
    if (!panel) this.drawCentre(view);
    let tab = 1;
    tab = this.drawHand(view, st, tab, pv);
    tab = this.drawChoices(view, st, tab, pv);
    const strip = this.layout.hand;
    drawStatus(this.layers.hand, { box: { ...strip, height: HAND_TOP }, stacked: false, compact: this.layout.compact }, this.status(view, st, pv), tab);
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
    const font = { size: Math.max(10, scale * 0.05), colour: 0x6b5630, x: cx };
    write(this.layers.centre, this.ctx.t("dog.info.discard"), { ...font, y: cy - h / 2 - 4, anchor: [0.5, 1] });
    write(this.layers.centre, this.ctx.t("dog.info.deal", { n: view.deal, count: view.dealSize }), { ...font, y: cy + h / 2 + 4, anchor: [0.5, 0] });
  }

  /** The own hand, fanned in the strip under the board, below the status line. */
  private drawHand(view: DogView, st: Stage, tab: number, pv: Preview | null): number {
    const hand = pv ? pv.hand : view.hand;
    if (!hand) return tab;
    const strip = this.layout.hand;
    const cardsArea = { x: strip.x, y: strip.y + HAND_TOP, width: strip.width, height: strip.height - HAND_TOP };
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
      const selected = this.choice.card === card && (this.choice.index === i || (this.choice.index < 0 && nth === 1));
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
      const area = { x: -fan.width / 2, y: -fan.height / 2, width: canClick ? shown(k) : fan.width, height: fan.height };
      if (canClick) {
        // A screen reader says what pressing does with the card rather than the title.
        const spoken = this.ctx.t(`log.dog.card.${card}`);
        const teams = st.kind === "exchange" ? this.teams(view) : null;
        const name = teams ? teams.giveHint(spoken) : this.ctx.t(st.kind === "exchange" ? "dog.a11y.giveHint" : "dog.a11y.playHint", { card: spoken });
        makeButton(face, { title: this.ctx.t("dog.a11y.card", { rank: card, n: nth }), name, order: tab++, run: () => this.pickCard(card, i), area });
      } else this.why.attach(face, area, () => dogWhy(view, false, this.legal, this.ctx.t));
      this.explain("dog").attach(face, card);
      this.layers.hand.addChild(face);
    });
    return tab;
  }

  private pickCard(card: Card, index: number): void {
    const again = this.choice.card === card && this.choice.index === index;
    this.choose(again ? NOTHING_CHOSEN : { ...NOTHING_CHOSEN, card, index });
  }

  /**
   * The Joker's rank chooser, the marbles to pick and their lit-up targets. Where the board's
   * fields are too close for a finger, the rings stay on the board and the picks are a list
   * of buttons over its centre: the marbles, numbered on the board and in the list, then the
   * chosen marble's destinations by their steps.
   */
  private drawChoices(view: DogView, st: Stage, tab: number, pv: Preview | null): number {
    if (st.kind === "rank") {
      const ranks = st.ranks.map((rank) => ({ words: rank, name: this.ctx.t("dog.a11y.rank", { rank }), run: () => this.choose({ ...this.choice, as: rank, marble: null }) }));
      return this.drawPanel(this.ctx.t("dog.status.pickRank"), ranks, tab);
    }
    if (st.kind !== "marble" && st.kind !== "target") return tab;
    const marbles = pv ? pv.marbles : view.marbles;
    const movable = st.kind === "marble" ? st.marbles : movableFor(pv ? pv.next : this.legal, marbles, this.choice);
    const list = this.listChoices();
    const side = this.boardHitSide();
    const area = { x: -side / 2, y: -side / 2, width: side, height: side };
    const items: PanelChoice[] = [];
    for (const m of movable) {
      const selected = st.kind === "target" && st.marble === m;
      const p = this.point(marbles[m], m);
      this.ring(p, selected ? 0xffffff : HIGHLIGHT, selected ? 1.75 : 1.5);
      if (selected && movable.length === 1) continue;
      const name = this.ctx.t("dog.a11y.marble", { m });
      const run = () => this.choose({ ...this.choice, marble: selected ? null : m });
      if (!list) spot(this.layers.hit, p.x, p.y, { title: name, order: tab++, run, area });
      else {
        this.marbleNumber(p, m);
        if (st.kind === "marble") items.push({ words: String((m & 3) + 1), mark: disc(SEAT_COLOURS[m >> 2]), name, run });
      }
    }
    if (st.kind === "target") {
      for (const target of st.targets) {
        const p = this.point(target.place, target.marble);
        this.ring(p, HIGHLIGHT, 1.45, true);
        const run = () => this.hold(target.action);
        if (list) items.push({ ...this.targetItem(target, marbles), name: this.targetLabel(target), run });
        else spot(this.layers.hit, p.x, p.y, { title: this.targetLabel(target), order: tab++, run, area });
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
  private targetItem(target: Target, marbles: readonly number[]): Pick<PanelChoice, "words" | "mark"> {
    const a = target.action;
    if (a.type === "start") return { words: this.ctx.t("dog.list.start") };
    if (a.type === "swap") return { words: `⇄ ${(a.other & 3) + 1}`, mark: disc(SEAT_COLOURS[a.other >> 2]) };
    if (a.type === "move" || a.type === "seven") {
      const steps = a.steps > 0 ? `+${a.steps}` : `−${-a.steps}`;
      const finish = this.shape.track;
      return { words: target.place >= finish && marbles[target.marble] < finish ? this.ctx.t("dog.list.finish", { steps }) : steps };
    }
    return { words: "?" };
  }

  /** A panel of finger-sized buttons over the board's centre, in rows. */
  private drawPanel(title: string, choices: readonly PanelChoice[], tab: number): number {
    const { cx, cy } = this.frame;
    const side = Math.min(this.frame.scale * 1.8, this.width - 16);
    return drawPanel(this.layers.chooser, { room: { x: cx - side / 2, y: cy - side / 2, width: side, height: side }, place: "centre", edge: 0x7a2fb0, title }, choices, tab);
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
    this.layers.ring.addChild(this.lit(g, 0.5));
  }

  /** The words above the hand: what to do now, or whose turn it is; and Give, Confirm, Undo or Cancel. */
  private status(view: DogView, st: Stage, pv: Preview | null): Status {
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
      main = this.turnLine(view.turn);
    }
    if (!sub && view.phase === "play" && view.received !== undefined && view.hand && view.hand.length === view.dealSize) {
      const card = cardName(view.received, t);
      sub = teams?.received(card) ?? t("dog.status.received", { card });
    }
    if (!sub && view.phase === "play") sub = teams?.playing() ?? "";
    if (!sub && view.seat === undefined) sub = t("dog.status.watching");
    // What goes forward (Give, Confirm) before a way back (Undo, Cancel).
    const buttons: Button[] = [];
    const forward = 0x187a34;
    if (st.kind === "exchange" && st.chosen && st.action) {
      const action = st.action;
      buttons.push({ words: t("dog.give"), name: t("dog.a11y.give", { rank: st.chosen }), colour: forward, main: true, run: () => this.send(action) });
    }
    if (pv) {
      if (pv.complete) buttons.push({ words: t("dog.confirm"), name: t("dog.a11y.confirm"), colour: forward, main: true, run: () => this.confirm() });
      buttons.push({ words: t("dog.undo"), name: t("dog.a11y.undo"), colour: 0x555555, back: true, run: () => this.undo() });
    } else if (this.choice.card !== null && view.seven === undefined) {
      buttons.push({ words: t("dog.cancel"), name: t("dog.a11y.cancel"), colour: 0x666666, back: true, run: () => this.choose(NOTHING_CHOSEN) });
    }
    return { main, sub, buttons };
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
