/**
 * The Deathtrap Dungeon table on the Pixi canvas: the other seats across the top, the set
 * on the table (or the swaps, or the Pig step) in the middle with the score sheet, and the
 * own strip at the bottom: what to do now, the buttons, the hand grouped by kind.
 *
 * Accessibility labels (Pixi `accessibleTitle`, the `title` of the DOM button the
 * accessibility layer creates). Only what can be clicked now carries one, so a label's
 * presence also tells a test what is playable. Words follow ctx.locale():
 *   hand kind      en "Card {card} ({n})"              fr "Carte {card} ({n})"
 *                  card: the kind's name (dt.card.*), n: how many of it the hand holds
 *   play           en "Play the set"                   fr "Jouer la combinaison"
 *   pass           en "Pass"                           fr "Passer"
 *   machine        en "Play the Killing Machine"       fr "Jouer la Machine à tuer"
 *   set size       en "One more card" / "One card fewer"  fr "Une carte de plus" / "Une carte de moins"
 *   swap           en "Give back the chosen cards"     fr "Rendre les cartes choisies"
 *   pig            en "Discard with the Exploding Pig" fr "Défausser avec le Cochon explosif"
 *   pig leader     en "{name} leads"                   fr "{name} entame"
 *   clear          en "Clear the choice"               fr "Effacer le choix"
 *   score sheet    en "Scores: show the score sheet" fr "Scores : afficher la feuille de score" (phone only)
 * A spectator has no hand, so never gets a card label. With `legal` empty nothing but the
 * score sheet button is labelled.
 */
import { Container, Graphics } from "pixi.js";
import type { Deathtrap } from "@tablee/shared";
import { gameModule, type RendererContext } from "../renderer";
import { deathtrapMessages } from "./i18n";
import { CanvasTable, clear, drawButton, drawStatus, label, makeButton, WHITE, WhyNote, write, type Button, type Status, type Update } from "../kit";
import { deathtrapWhy } from "./why";
import { cardFace, KIND_ORDER } from "./cards";
import { SEAT_COLOURS } from "./colours";
import {
  actionOf,
  canPass,
  canStrike,
  chosenCounts,
  clickableKinds,
  clickKind,
  isLeading,
  leadersFor,
  modeOf,
  NO_CHOICE,
  stepNaturals,
  type CardKind,
  type Choice,
} from "./choices";
import { tableLayout, type Rect, type TableLayout } from "./layout";
import { scoreSheet, scoreSheetHeight } from "./scores";
import { seatPanel } from "./seats";

type View = Deathtrap.DeathtrapView;
type Action = Deathtrap.DeathtrapAction;

const STONE = 0x2a2430;
const SOFT = 0xd9cfe0;

/** The phone's Scores button, and the row it takes at the top of the middle. */
const SCORES_BUTTON_W = 96;
const SCORES_ROW_H = 48;
/** A hand card narrower than this has no room for its count beside the corner index. */
const NARROW_CARD = 54;

/**
 * The keyboard's order follows the turn: the hand's cards, the leader to name, then what to do
 * with the choice (the strip's buttons, its main action first), then the score sheet.
 */
const ORDER = { hand: 100, leader: 200, action: 300, sheet: 400 };

class DeathtrapTable extends CanvasTable<View, Action, Choice> {
  private scoresOpen = false;
  /** The Pig's discard stays in the middle until the first set is laid. */
  private pigShown = false;
  protected override seatWords = { you: "dt.seat.you", other: "dt.seat.empty", turn: "dt.status.turnOf" };

  constructor(ctx: RendererContext<Action>) {
    super(ctx, () => NO_CHOICE);
    this.fitCanvas();
  }

  /** A card that cannot be played, tapped, says why. */
  private readonly why = new WhyNote(this.root, this.ctx.stage, () => this.width);

  protected override show({ view }: Update<View>): void {
    for (const event of view.events) {
      if (event.type === "pig") this.pigShown = true;
      if (event.type === "play" || event.type === "killing-machine" || event.type === "deal") this.pigShown = false;
    }
    this.redraw();
  }

  protected relayout(): void {
    this.redraw();
  }

  // ----- drawing -------------------------------------------------------------------------

  private t(key: string, params?: Record<string, string | number>): string {
    return this.ctx.t(key, params);
  }

  private card(card: string): string {
    return this.t(`dt.card.${card}`);
  }

  /** Seats across the top: the others clockwise from the viewer's left; everyone for a spectator. */
  private shownSeats(view: View): number[] {
    const n = view.players;
    if (view.seat === undefined) return Array.from({ length: n }, (_, s) => s);
    return Array.from({ length: n - 1 }, (_, i) => (view.seat! + 1 + i) % n);
  }

  private groups(view: View): { card: CardKind; count: number }[] {
    const hand = view.hand ?? [];
    const out: { card: CardKind; count: number }[] = [];
    for (const card of KIND_ORDER) {
      const count = hand.filter((c) => c === card).length;
      if (count > 0) out.push({ card, count });
    }
    return out;
  }

  protected redraw(): void {
    this.why.hide();
    clear(this.root);
    this.root.addChild(this.ground(STONE));
    const view = this.view;
    if (!view || view.players === 0) return;
    const shown = this.shownSeats(view);
    const groups = this.groups(view);
    const layout = tableLayout(this.width, this.height, shown.length, groups.length);
    this.drawSeats(view, shown, layout);
    this.drawCentre(view, layout);
    if (layout.scores) this.drawScores(view, layout.scores);
    this.drawStrip(view, groups, layout);
    if (layout.compact) this.drawScoresToggle(view, layout);
    this.ctx.stage.requestRender();
  }

  private tagsOf(view: View, seat: number): string[] {
    const tags: string[] = [];
    const title = view.titles[seat]?.title;
    if (title) tags.push(this.t(`dt.title.${title}`));
    const place = view.finished.indexOf(seat);
    if (place >= 0 && view.phase === "play") tags.push(this.t("dt.seat.out", { n: place + 1 }));
    else if (view.phase === "play" && view.passed[seat]) tags.push(this.t("dt.seat.passed"));
    if (view.dealer === seat) tags.push(this.t("dt.seat.dealer"));
    return tags;
  }

  private drawSeats(view: View, shown: number[], layout: TableLayout): void {
    shown.forEach((seat, i) => {
      const r = layout.seats[i];
      const waiting =
        (view.phase === "play" && view.turn === seat) ||
        (view.phase === "pig" && view.pig.holder === seat) ||
        (view.phase === "swap" && view.swaps.some((s) => s.master === seat && !s.chosen));
      const panel = seatPanel(
        {
          name: this.seatName(seat),
          colour: SEAT_COLOURS[seat % SEAT_COLOURS.length],
          cards: view.handCounts[seat] ?? 0,
          turn: waiting,
          tags: this.tagsOf(view, seat),
          out: view.phase === "play" && view.finished.includes(seat),
        },
        r.width,
        r.height,
      );
      panel.position.set(r.x, r.y);
      this.root.addChild(panel);
    });
  }

  /** A line on the table, centred on x unless anchored elsewhere. */
  private text(text: string, size: number, colour: number, x: number, y: number, anchorX = 0.5, bold = false, max = 0): void {
    write(this.root, text, { size, colour, x, y, anchor: [anchorX, 0], bold, max });
  }

  /** The middle: the round, then the set on the table, the swaps or the Pig step. */
  private drawCentre(view: View, layout: TableLayout): void {
    const small = layout.compact ? 12 : 14;
    this.text(this.t("dt.round", { round: view.round, rounds: view.rounds }), small, SOFT, layout.centre.x + 4, layout.centre.y + 2, 0, true, layout.compact ? layout.centre.width - SCORES_BUTTON_W - 12 : 0);
    // On a phone the top row holds the round and the Scores button: the trick starts under
    // it (issue 15: the button sat over "…holds the Exploding Pig").
    const c = layout.compact ? { ...layout.centre, y: layout.centre.y + SCORES_ROW_H, height: layout.centre.height - SCORES_ROW_H } : layout.centre;
    const cx = c.x + c.width / 2;
    const cardW = Math.max(36, Math.min(layout.compact ? 50 : 86, c.width / 7, (c.height - 90) / 1.42));
    const cardH = cardW * 1.42;
    const midY = c.y + Math.max(28, c.height / 2 - cardH / 2);

    if (view.phase === "over") {
      this.text(this.t("dt.status.over"), small + 4, WHITE, cx, midY, 0.5, true, c.width - 8);
      return;
    }
    if (view.phase === "swap") {
      let y = c.y + 28;
      for (const swap of view.swaps) {
        const state = swap.done ? this.t("dt.swap.done") : swap.chosen ? this.t("dt.swap.chosen") : this.t("dt.swap.waiting");
        const line = `${this.t("dt.swap.line", { from: this.seatName(swap.giver), to: this.seatName(swap.master), count: swap.count })} · ${state}`;
        this.text(line, small, WHITE, cx, y, 0.5, true, c.width - 8);
        y += small + 8;
        // Only this swap's two players ever have its cards (in their private view).
        const gift = ownSwapOf(view, swap)?.gift;
        if (gift) {
          gift.forEach((card, i) => this.face(card, cx + (i - (gift.length - 1) / 2) * (cardW * 0.8 + 6), y + cardH * 0.4, cardW * 0.8));
          y += cardH * 0.8 + 10;
        }
      }
      return;
    }
    if (view.phase === "pig") {
      this.text(this.t("dt.status.pigOf", { name: this.seatName(view.pig.holder) }), small + 2, WHITE, cx, midY - small - 14, 0.5, true, c.width - 8);
      this.face("exploding-pig", cx, midY + cardH / 2, cardW);
      this.drawLeaders(view, layout, midY + cardH + 12);
      return;
    }
    const trick = view.trick;
    if (trick === undefined) {
      this.text(this.t("dt.trick.empty"), small, SOFT, cx, midY - small - 12, 0.5, false, c.width - 8);
      if (view.turn >= 0) this.text(this.t("dt.status.leads", { name: this.seatName(view.turn) }), small + 4, WHITE, cx, midY + 8, 0.5, true, c.width - 8);
      if (this.pigShown && view.pig.discard) {
        this.text(this.t("dt.trick.pigDiscard", { card: this.card(view.pig.discard) }), small, SOFT, cx, midY + 40, 0.5, false, c.width - 8);
      }
      return;
    }
    const cards: string[] = [...new Array<string>(trick.naturals).fill(trick.kind ?? ""), ...trick.wilds];
    const step = Math.min(cardW + 6, (c.width - cardW - 8) / Math.max(1, cards.length - 1));
    const x0 = cx - (step * (cards.length - 1)) / 2;
    this.text(this.t("dt.trick.by", { name: this.seatName(trick.by) }), small + 2, WHITE, cx, midY - small - 16, 0.5, true, c.width - 8);
    cards.forEach((card, i) => this.face(card, x0 + i * step, midY + cardH / 2, cardW, true));
    this.text(this.t("dt.trick.value", { v: trick.value }), small, SOFT, cx, midY + cardH + 8, 0.5);
  }

  private face(card: string, x: number, y: number, width: number, named = true): void {
    const f = cardFace(card, width, width * 1.42, { name: named ? this.card(card) : undefined, short: named ? this.t(`dt.short.${card}`) : undefined });
    f.position.set(x, y);
    this.root.addChild(f);
  }

  /** DD-4 with the option: the Pig's holder names who leads. */
  private drawLeaders(view: View, layout: TableLayout, y: number): void {
    if (modeOf(this.legal) !== "pig") return;
    const leaders = leadersFor(this.choice, this.legal);
    if (leaders.length === 0) return;
    const c = layout.centre;
    const bw = Math.min(110, (c.width - 60) / leaders.length - 6);
    const bh = layout.compact ? 44 : 30;
    const total = leaders.length * (bw + 6) - 6;
    this.text(this.t("dt.leader"), 13, SOFT, c.x + c.width / 2 - total / 2 - 6, y + 7, 1);
    leaders.forEach((seat, i) => {
      const on = this.choice.leader === seat;
      const name = this.seatName(seat);
      const button = { words: name, name: this.t("dt.a11y.leader", { name }), colour: on ? 0xb8860b : 0x4a4152, on, run: () => this.choose({ ...this.choice, leader: seat }) };
      const drawn = this.root.addChild(drawButton(button, bw, bh, ORDER.leader + i, 14));
      drawn.position.set(c.x + c.width / 2 - total / 2 + i * (bw + 6) + bw / 2, y + bh / 2);
    });
  }

  private drawScores(view: View, r: Rect): void {
    const sheet = scoreSheet(
      {
        title: this.t("dt.scores.title"),
        names: Array.from({ length: view.players }, (_, s) => this.seatName(s)),
        colours: Array.from({ length: view.players }, (_, s) => SEAT_COLOURS[s % SEAT_COLOURS.length]),
        rows: view.scoreSheet.map((row) => row.points),
        totals: view.totals,
        rounds: view.rounds,
        roundLabel: (n) => this.t("dt.scores.round", { n }),
        totalLabel: this.t("dt.scores.total"),
      },
      r.width,
    );
    sheet.position.set(r.x, r.y);
    this.root.addChild(sheet);
  }

  /** On a phone the sheet opens over the middle with a button. */
  private drawScoresToggle(view: View, layout: TableLayout): void {
    const c = layout.centre;
    const toggle = () => {
      this.scoresOpen = !this.scoresOpen;
      this.redraw();
    };
    const button = { words: this.t("dt.button.scores"), name: this.t("dt.a11y.scores"), colour: this.scoresOpen ? 0xb8860b : 0x4a4152, run: toggle };
    this.root.addChild(drawButton(button, SCORES_BUTTON_W, SCORES_ROW_H - 4, ORDER.sheet, 14)).position.set(c.x + c.width - SCORES_BUTTON_W / 2, c.y + (SCORES_ROW_H - 4) / 2);
    if (!this.scoresOpen) return;
    const width = Math.min(300, c.width);
    const height = scoreSheetHeight(view.players);
    // The open sheet covers the trick on purpose (a sheet over the table), with its own ground.
    this.drawScores(view, { x: c.x + c.width - width, y: c.y + SCORES_ROW_H, width, height });
  }

  // ----- the own strip ---------------------------------------------------------------------

  private status(view: View): Status {
    const t = (k: string, p?: Record<string, string | number>) => this.t(k, p);
    const me = view.seat;
    const cards = (list: readonly string[] | undefined) => (list ?? []).map((c) => this.card(c)).join(", ");
    // This seat's own swap, with its cards (DD-3: only its two players have them).
    const own = view.swap;
    let main = "";
    let sub = "";
    if (view.phase === "over") return { main: t("dt.status.over") };
    if (view.phase === "swap") {
      if (own && me === own.master) {
        main = own.returned
          ? t("dt.status.swapChosen", { cards: cards(own.returned), name: this.seatName(own.giver) })
          : t("dt.status.swapMaster", { name: this.seatName(own.giver), cards: cards(own.gift), count: own.gift.length });
      } else if (own && me === own.giver) {
        main = t("dt.status.swapGiver", { cards: cards(own.gift), name: this.seatName(own.master) });
      } else main = t("dt.status.swapOthers");
    } else if (view.phase === "pig") {
      if (me === view.pig.holder && this.legal.length > 0) {
        main = t(view.options.pigLeader === "holder-chooses" ? "dt.status.pigMineLeader" : "dt.status.pigMine");
      } else main = t("dt.status.pigOf", { name: this.seatName(view.pig.holder) });
    } else if (me !== undefined && view.finished.includes(me)) {
      main = t("dt.status.out", { n: view.finished.indexOf(me) + 1 });
    } else if (me !== undefined && view.turn === me && this.legal.length > 0) {
      const trick = view.trick;
      if (!trick) main = t("dt.status.lead");
      else if (trick.kind === undefined) main = t("dt.status.followWilds", { count: trick.count });
      else main = t("dt.status.follow", { count: trick.count, card: this.card(trick.kind) });
    } else main = this.turnLine(view.turn);
    if (view.phase === "play" && me !== undefined && view.turn !== me && canStrike(this.legal)) sub = t("dt.status.strike");
    // The giver learns the return once the swap is done (shown until the round's first set).
    const done = own && own.giver === me && own.returned ? own : undefined;
    if (!sub && done && view.phase !== "swap" && (view.phase === "pig" || view.trick === undefined)) {
      sub = t("dt.status.swapDone", { name: this.seatName(done.master), cards: cards(done.returned) });
    }
    if (!sub && me === undefined) sub = t("dt.status.watching");
    if (!sub && me !== undefined) sub = this.tagsOf(view, me).join(" · ");
    return { main, sub, buttons: this.buttons() };
  }

  /** As they stand, left to right: −, +, Clear, the Killing Machine, Pass, and what plays the choice. */
  private buttons(): Button[] {
    const t = (k: string) => this.t(k);
    const list: Button[] = [];
    const mode = modeOf(this.legal);
    const action = actionOf(this.choice, this.legal);
    const chosen = this.choice.kind !== null || this.choice.wilds > 0 || this.choice.returned.length > 0;
    const grey = 0x5c5566;
    if (mode === "play" && isLeading(this.legal) && this.choice.kind !== null) {
      const fewer = stepNaturals(this.choice, -1, this.legal);
      const more = stepNaturals(this.choice, 1, this.legal);
      if (fewer) list.push({ words: "−", name: t("dt.a11y.fewer"), colour: 0x4a4152, run: () => this.choose(fewer) });
      if (more) list.push({ words: "+", name: t("dt.a11y.more"), colour: 0x4a4152, run: () => this.choose(more) });
    }
    if (chosen && mode !== "pig") list.push({ words: t("dt.button.clear"), name: t("dt.a11y.clear"), colour: grey, back: true, run: () => this.choose(NO_CHOICE) });
    if (canStrike(this.legal)) list.push({ words: t("dt.button.strike"), name: t("dt.a11y.strike"), colour: 0x8b1e1e, run: () => this.send({ type: "killing-machine" }) });
    if (canPass(this.legal)) list.push({ words: t("dt.button.pass"), name: t("dt.a11y.pass"), colour: grey, run: () => this.send({ type: "pass" }) });
    const play = { play: "play", pig: "pig", return: "giveBack", none: null }[mode];
    if (action && play) list.push({ words: t(`dt.button.${play}`), name: t(`dt.a11y.${play}`), colour: 0x1e7a3c, main: true, run: () => this.send(action) });
    return list;
  }

  private drawStrip(view: View, groups: { card: CardKind; count: number }[], layout: TableLayout): void {
    const s = layout.strip;
    this.root.addChild(new Graphics().rect(s.x, s.y, s.width, s.height).fill({ color: 0x000000, alpha: 0.28 }));
    drawStatus(this.root, layout.status, this.status(view), ORDER.action);
    this.drawHand(view, groups, layout);
  }

  /** The own hand, one card per kind with its count; a click builds the choice. */
  private drawHand(view: View, groups: { card: CardKind; count: number }[], layout: TableLayout): void {
    const hand = view.hand;
    if (!hand || groups.length === 0) return;
    const mode = modeOf(this.legal);
    const clickable = clickableKinds(this.legal, hand);
    const chosen = chosenCounts(this.choice, mode, hand);
    const { cardWidth: w, cardHeight: h, cardsPerRow } = layout;
    const rows = Math.ceil(groups.length / cardsPerRow);
    groups.forEach(({ card, count }, i) => {
      const row = Math.floor(i / cardsPerRow);
      const inRow = Math.min(cardsPerRow, groups.length - row * cardsPerRow);
      const col = i - row * cardsPerRow;
      const gap = Math.min(10, (layout.hand.width - inRow * w) / Math.max(1, inRow - 1));
      const rowWidth = inRow * w + (inRow - 1) * gap;
      const x = layout.hand.x + (layout.hand.width - rowWidth) / 2 + col * (w + gap) + w / 2;
      const y = layout.hand.y + row * (h + 10) + h / 2 + (rows === 1 ? 0 : 0);
      const picked = chosen.get(card) ?? 0;
      const canClick = clickable.has(card);
      const group = new Container();
      // A stack: one offset back edge per extra card (up to three), the face on top.
      for (let k = Math.min(count, 4) - 1; k > 0; k--) {
        group.addChild(new Graphics().roundRect(-w / 2 + k * 3, -h / 2 - k * 3, w, h, w * 0.1).fill(0xe6dcc3).stroke({ width: 1, color: 0x3a3340 }));
      }
      group.addChild(cardFace(card, w, h, { selected: picked > 0, dim: this.legal.length > 0 && !canClick && mode !== "none", name: this.card(card), short: this.t(`dt.short.${card}`) }));
      const badgeText = picked > 0 && picked < count ? `${picked}/${count}` : `×${count}`;
      const badge = label(badgeText, Math.max(10, w * 0.2), WHITE, true);
      const bw = badge.width + 10;
      const bhh = badge.height + 2;
      // The count sits on the corner of the colour band, clear of the name; on a card too
      // narrow for it beside the corner index (a phone on its side), just above the card.
      const top = w < NARROW_CARD ? -h / 2 - bhh + 2 : -h / 2 - 6;
      const pill = new Graphics().roundRect(w / 2 - bw + 5, top, bw, bhh, bhh / 2).fill(picked > 0 ? 0xb8860b : 0x2a2430).stroke({ width: 1, color: 0xf4ead2 });
      badge.position.set(w / 2 - bw + 10, top + 1);
      group.addChild(pill, badge);
      group.position.set(x, y - (picked > 0 ? 12 : 0));
      this.explain("deathtrap").attach(group, card);
      const area = { x: -w / 2, y: -h / 2 - 9, width: w + 9, height: h + 9 };
      if (canClick) {
        // A screen reader says what pressing does with the card rather than the title.
        const name = this.t("dt.a11y.cardHint", { card: this.card(card), count });
        const title = this.t("dt.a11y.card", { card: this.card(card), n: count });
        makeButton(group, { title, name, order: ORDER.hand + i, run: () => this.choose(clickKind(this.choice, card, this.legal, hand)), area });
      } else this.why.attach(group, area, () => deathtrapWhy(view, false, this.legal, this.ctx.t, (kind) => this.card(kind)));
      this.root.addChild(group);
    });
  }
}

/** DD-3: the cards of `swap` when this seat is one of its two players. */
function ownSwapOf(view: View, swap: Deathtrap.SwapView): Deathtrap.OwnSwapView | undefined {
  const own = view.swap;
  return own && own.giver === swap.giver && own.master === swap.master ? own : undefined;
}

export const game = gameModule((ctx: RendererContext<Action>) => new DeathtrapTable(ctx), deathtrapMessages);
