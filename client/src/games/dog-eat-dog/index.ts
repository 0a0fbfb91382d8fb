/**
 * The Dog Eat Dog table on the Pixi canvas: the scattered pyramids and stacks (drawn with
 * the shared pyramids module), the last attack's dice, each player's trees, and the choice
 * of an attack or a Treehouse follow-up from the server's legal actions (choices.ts).
 *
 * Accessibility labels (Pixi `accessibleTitle`, the `title` of the DOM button the
 * accessibility layer lays over the canvas). Only what can be clicked now carries one, so a
 * label's presence also tells a test what is playable. {id} is the pyramid id (0..71; seat
 * s owns 9s..9s+8, small, medium, large by threes). Words follow ctx.locale():
 *   attacker to pick / unpick   en "Attacker {id}"       fr "Attaquant {id}"
 *   target of the picked one    en "Target {id}"         fr "Cible {id}"
 *   SWAP: a stack's top         en "Swap top {id}"       fr "Échanger le sommet {id}"
 *   DIG: own pyramid in a stack en "Dig {id}"            fr "Remonter {id}"
 *   AIM: a lone pyramid         en "Aim {id}"            fr "Viser {id}"
 *   buttons                     en "Pass", "Decline", "Cancel", "Treehouse die: off|on"
 *                               fr "Passer", "Renoncer", "Annuler", "Dé Treehouse : non|oui"
 *   a Pass that ends the game   en "Pass and end the game", "Keep playing"  (DED-8: asked once)
 *                               fr "Passer et terminer la partie", "Continuer à jouer"
 * A spectator, or a player whose turn it is not, gets no label at all. A screen reader says
 * each pick's name instead (pick-names.ts): its role, the pyramid, its stack and where it lies.
 */
import { Container, Graphics, Rectangle, type Ticker } from "pixi.js";
import type { DogEatDog } from "@tablee/shared";
import { gameModule, type RendererContext, type RendererFactory } from "../renderer";
import { NOTHING, choices, click, type Choices, type Pick, type Selection } from "./choices";
import { CanvasTable, clear, FINGER, fit, label, makeButton, type Update } from "../kit";
import { pickNames, regionOf } from "./pick-names";
import { HIGHLIGHT, drawAttackPanel, type AttackPanel, type AttackWords } from "./dice";
import { boxRing, drawPile, groundRing, ownerOf, sizeOf, type PileDrawing } from "./field";
import { diceRowHeight, spotPoint, spreadApart, tableLayout, type Footprint, type Rect, type TableLayout } from "./layout";
import { drawScores } from "./scores";

import { dedMessages } from "./i18n";
export { dedMessages };

type DedView = DogEatDog.DedView;
type DedAction = DogEatDog.DedAction;

const FELT = 0x1f4d3a;
const FIELD = 0x2a6149;
const LAST_ATTACK = 0xff8a3d;
/** Targets in cyan: apart from every seat colour and from the attackers' yellow. */
const TARGET = 0x3fe0ff;
const ROLL_MS = 750;

interface Placed {
  spot: number;
  x: number;
  y: number;
  drawing: PileDrawing;
}

class DedTable extends CanvasTable<DedView, DedAction> {
  private readonly layers = this.stack("back", "ring", "piece", "hit", "panel", "dice", "status");
  private rings: Graphics[] = [];
  private sel: Selection = NOTHING;
  /** The Pass that would end the game was pressed once: the table asks before sending it. */
  private passAsked = false;
  private layout: TableLayout = tableLayout(800, 600, 2);
  private clock = 0;
  private rollingUntil = 0;
  private dicePanel: AttackPanel | null = null;
  private lastRollFrame = 0;
  protected override seatWords = { you: "ded.seat.you", other: "ded.seat.n" };

  constructor(ctx: RendererContext<DedAction>) {
    super(ctx);
    ctx.stage.animating(() => this.rollingUntil > 0, () => ((this.rollingUntil = 0), this.drawDice()));
    this.fitCanvas();
  }

  protected override tick(ticker: Ticker): void {
    // Real time (deltaMS is capped per frame): on a slow machine the roll still ends on time.
    this.clock += ticker.elapsedMS;
    const pulse = this.ctx.stage.pulse ? 0.55 + 0.45 * Math.sin(this.clock / 180) : 1;
    for (const r of this.rings) r.alpha = pulse;
    if (this.rollingUntil > 0) {
      if (this.clock >= this.rollingUntil) {
        this.rollingUntil = 0;
        this.drawDice();
      } else if (this.clock - this.lastRollFrame > 90) {
        this.lastRollFrame = this.clock;
        this.dicePanel?.tumble();
      }
    }
  }

  protected override show({ view, before, changed }: Update<DedView>): void {
    if (changed.legal) {
      this.sel = { ...NOTHING, treehouse: this.sel.treehouse };
      this.passAsked = false;
    }
    const playersChanged = before?.players !== view.players;
    // A fresh attack: its dice tumble for a moment before they settle.
    if (view.events.some((e) => e.type === "attack")) {
      this.rollingUntil = this.clock + ROLL_MS;
      this.lastRollFrame = this.clock;
    }
    if (playersChanged) this.layout = tableLayout(this.width, this.height, view.players);
    this.draw();
  }

  override resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.layout = tableLayout(width, height, this.view?.players ?? 2);
    this.draw();
  }

  // ----- words -----------------------------------------------------------------------------

  private size(id: number): string {
    return this.ctx.t(`ded.size.${sizeOf(id)}`);
  }

  private piece(id: number): string {
    return this.ctx.t("ded.a11y.piece", { owner: this.seatName(ownerOf(id)), size: this.size(id) });
  }

  // ----- drawing ---------------------------------------------------------------------------

  private draw(): void {
    for (const layer of [this.layers.back, this.layers.ring, this.layers.piece, this.layers.hit, this.layers.panel, this.layers.status]) clear(layer);
    this.rings = [];
    const { field } = this.layout;
    this.layers.back.addChild(this.ground(FELT));
    this.layers.back.addChild(new Graphics().roundRect(field.x, field.y, field.width, field.height, 14).fill(FIELD).stroke({ width: 2, color: 0x163a2b }));
    const view = this.view;
    if (!view) return;
    const ch = choices(this.legal, this.sel);
    const placed = this.drawField(view);
    let tab = 1;
    tab = this.drawPicks(view, ch, placed, tab);
    // DED-9: once over, the same panel is the final scoring (issue 15: a second copy over
    // the field covered the pieces and said it twice).
    this.drawScores(view, this.layout.scores);
    this.drawDice();
    this.drawStatus(view, ch, tab);
  }

  /** Piles back to front (by their ground line), each at its spot. */
  private drawField(view: DedView): Map<number, Placed> {
    const { field, unit } = this.layout;
    const placed = new Map<number, Placed>();
    const spots: (Placed & Footprint)[] = [];
    view.piles.forEach(({ pieces: pile }, spot) => {
      if (pile.length === 0) return;
      const p = view.pyramids[spot];
      const at = spotPoint(field, unit, p.x, p.y);
      const drawing = drawPile(pile, view.tipped, unit);
      spots.push({ spot, x: at.x, y: at.y, drawing, box: this.pickBox(drawing.bounds) });
    });
    // No pile covers another, nor their targets one another (DED-1 keeps spots apart; this keeps drawings apart).
    spreadApart(spots, field, 2);
    spots.sort((a, b) => a.y - b.y);
    const last = view.lastAttack;
    for (const s of spots) {
      s.drawing.graphic.position.set(s.x, s.y);
      // A pile is explained by its top pyramid, the one that attacks and defends first.
      this.explain("dog-eat-dog").attach(s.drawing.graphic, String(sizeOf(view.piles[s.spot].pieces.at(-1)!)));
      this.layers.piece.addChild(s.drawing.graphic);
      for (const id of view.piles[s.spot].pieces) placed.set(id, s);
      // The last attack's pile (and a tipped attacker on its own spot) are marked.
      if (last && (s.spot === last.spot || (last.result === "tipped" && s.spot === last.attacker))) {
        const ring = groundRing(s.drawing.bounds.width, unit, LAST_ATTACK, false);
        ring.alpha = 0.9;
        ring.position.set(s.x, s.y);
        this.layers.ring.addChild(ring);
      }
    }
    return placed;
  }

  /** The part of the field a pile's pick takes: its drawing, grown for a fingertip (44 px on a phone). */
  private pickBox(box: { x: number; y: number; width: number; height: number }): Rect {
    const pad = Math.max(4, this.layout.unit * 0.15);
    const bottom = Math.max(box.y + box.height, this.layout.unit * 0.25);
    const r = { x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: bottom - box.y + 2 * pad };
    if (!this.layout.compact) return r;
    const width = Math.max(r.width, FINGER);
    const height = Math.max(r.height, FINGER);
    return { x: r.x - (width - r.width) / 2, y: r.y - (height - r.height), width, height };
  }

  private drawPicks(view: DedView, ch: Choices, placed: Map<number, Placed>, tab: number): number {
    const { unit } = this.layout;
    const t = this.ctx.t;
    const shown = ch.picks.flatMap((pick) => {
      const at = placed.get(pick.id);
      return at ? [{ pick, at, pile: view.piles[at.spot].pieces }] : [];
    });
    const names = pickNames(
      shown.map(({ pick, at, pile }) => ({ kind: pick.kind, id: pick.id, pile, region: regionOf(this.layout.field, at.x, at.y) })),
      (id) => this.piece(id),
      t,
    );
    for (const [k, { pick, at, pile }] of shown.entries()) {
      const index = pile.indexOf(pick.id);
      const colour = pick.selected ? 0xffffff : pick.kind === "target" ? TARGET : HIGHLIGHT;
      // A pick inside a stack (DIG) is outlined on its own band; otherwise the whole pile is lit.
      const inside = pick.kind === "dig" && index < pile.length - 1;
      const box = inside ? at.drawing.layers[index] : at.drawing.bounds;
      const ring = inside ? boxRing(box, colour, unit) : groundRing(at.drawing.bounds.width, unit, colour, pick.selected || pick.kind === "target");
      ring.position.set(at.x, at.y);
      (inside ? this.layers.hit : this.layers.ring).addChild(ring);
      this.rings.push(ring);
      const hit = new Container();
      hit.position.set(at.x, at.y);
      const pad = Math.max(4, unit * 0.15);
      if (inside) hit.hitArea = new Rectangle(box.x - pad, box.y - pad, box.width + 2 * pad, box.height + 2 * pad);
      else {
        const r = this.pickBox(box);
        hit.hitArea = new Rectangle(r.x, r.y, r.width, r.height);
      }
      makeButton(hit, t(`ded.a11y.${pick.kind}`, { id: pick.id }), tab++, () => this.choose(pick), names[k]);
      this.layers.hit.addChild(hit);
    }
    return tab;
  }

  private choose(pick: Pick): void {
    this.passAsked = false;
    const next = click(this.sel, pick);
    this.sel = next.sel;
    if (next.send) this.send(next.send);
    else this.draw();
  }

  private drawScores(view: DedView, rect: Rect): void {
    const t = this.ctx.t;
    this.layers.panel.addChild(
      drawScores(
        rect,
        view,
        {
          title: t(view.result ? "ded.scores.final" : "ded.scores.title"),
          name: (seat) => this.seatName(seat),
          points: (count) => t("ded.scores.points", { count }),
          winner: t("ded.scores.winner"),
        },
        this.layout.compact,
      ),
    );
  }

  private drawDice(): void {
    clear(this.layers.dice);
    this.dicePanel = null;
    const view = this.view;
    if (!view) return;
    const t = this.ctx.t;
    const a = view.lastAttack;
    const words: AttackWords = {
      title: t("ded.panel.lastAttack"),
      none: t("ded.panel.noAttack", {
        rolls: view.rollOff.map((round) => round.rolls.map((r) => `${this.seatName(r.seat)} ${r.die}`).join(", ")).join(" / "),
      }),
      attacker: a ? [t("ded.panel.attacker", { name: this.seatName(a.seat), size: this.size(a.attacker) }), this.seatName(a.seat)] : [""],
      defender: (id) => [t("ded.panel.defender", { owner: this.seatName(ownerOf(id)), size: this.size(id) }), this.seatName(ownerOf(id))],
      more: (count) => t("ded.panel.more", { count }),
      result: a ? this.resultText(a) : "",
    };
    this.dicePanel = drawAttackPanel(this.layout.dice, a, words, this.rollingUntil > 0, this.layout.compact, diceRowHeight(this.layout.compact));
    this.layers.dice.addChild(this.dicePanel.node);
  }

  private resultText(a: DogEatDog.AttackView): string {
    const t = this.ctx.t;
    const face = a.face === "TIP" ? `${t("ded.panel.tip")} · ` : a.face === "HOP" ? `${t("ded.panel.hop")} · ` : "";
    if (a.result === "won") return face + t("ded.panel.won", { name: this.seatName(a.seat) });
    if (a.result === "tipped") return face + t("ded.panel.tipped");
    return face + t("ded.panel.captured", { captor: this.seatName(a.capturedBy ?? ownerOf(a.target)) });
  }

  /** The prompt, and Pass / Decline / Treehouse / Cancel. */
  private drawStatus(view: DedView, ch: Choices, tab: number): void {
    const strip = this.layout.status;
    const t = this.ctx.t;
    const compact = this.layout.compact;
    let main: string;
    let sub = "";
    const step = view.step;
    // DED-8: a pass after every other player passed in a row ends the game (the stall guard).
    const passEnds = ch.pass !== null && view.passes + 1 >= view.players;
    if (view.result) {
      const best = Math.max(...view.result.scores);
      const points = t("ded.scores.points", { count: best });
      main = t("ded.status.won", { names: view.result.winners.map((s) => this.seatName(s)).join(", "), points });
      sub = step.kind === "over" ? t(`ded.status.over.${step.reason}`, { name: this.seatName(view.turn) }) : "";
    } else if (this.passAsked) {
      main = t("ded.status.passEnds");
      sub = t("ded.status.passEndsScores", { scores: this.scoresNow(view) });
    } else if (ch.ask === "none") {
      main =
        step.kind === "follow-up"
          ? t("ded.status.followUpOf", { name: this.seatName(view.turn), face: step.face })
          : (this.ctx.absence?.(view.turn) ?? t("ded.status.turnOf", { name: this.seatName(view.turn) }));
      if (this.ctx.seat === null) sub = t("ded.status.watching");
    } else if (step.kind === "follow-up") {
      const ask = ch.ask === "swap-first" ? "swapFirst" : ch.ask === "swap-second" ? "swapSecond" : ch.ask === "dig" ? "dig" : ch.ask === "aim" ? "aim" : "wild";
      main = t(`ded.status.${ask}`);
      sub = ch.ask === "target" ? t("ded.status.pickTarget", { size: this.size(this.sel.attacker ?? 0) }) : t("ded.status.orDecline");
    } else if (ch.ask === "target") {
      main = t("ded.status.pickTarget", { size: this.size(this.sel.attacker ?? 0) });
      sub = ch.treehouseAllowed && this.sel.treehouse ? t("ded.status.treehouse") : t(passEnds ? "ded.status.orPassEnds" : "ded.status.orPass");
    } else {
      main = t("ded.status.pickAttacker");
      sub = t(passEnds ? "ded.status.orPassEnds" : "ded.status.orPass");
    }

    const buttons: { text: string; a11y: string; colour: number; run: () => void }[] = [];
    if (ch.treehouseAllowed) {
      const on = this.sel.treehouse;
      buttons.push({
        text: t(on ? "ded.treehouseOn" : "ded.treehouseOff"),
        a11y: t(on ? "ded.a11y.treehouseOn" : "ded.a11y.treehouseOff"),
        colour: on ? 0x2f3b52 : 0x5a6478,
        run: () => {
          this.sel = { ...this.sel, treehouse: !on };
          this.draw();
        },
      });
    }
    if (this.passAsked && ch.pass) {
      const pass = ch.pass;
      buttons.length = 0;
      buttons.push({ text: t("ded.passEnd"), a11y: t("ded.a11y.passEnd"), colour: 0x8a1c1c, run: () => this.send(pass) });
      buttons.push({ text: t("ded.keepPlaying"), a11y: t("ded.a11y.keepPlaying"), colour: 0x555555, run: () => {
        this.passAsked = false;
        this.draw();
      } });
    } else if (this.sel.attacker !== null || this.sel.swapFirst !== null) {
      buttons.push({ text: t("ded.cancel"), a11y: t("ded.a11y.cancel"), colour: 0x666666, run: () => {
        this.sel = { ...NOTHING, treehouse: this.sel.treehouse };
        this.draw();
      } });
    }
    const pass = ch.pass;
    if (pass && !this.passAsked) {
      buttons.push({ text: t("ded.pass"), a11y: t("ded.a11y.pass"), colour: 0x8a5a1e, run: () => {
        if (!passEnds) return this.send(pass);
        this.passAsked = true;
        this.draw();
      } });
    }
    const decline = ch.decline;
    if (decline) buttons.push({ text: t("ded.decline"), a11y: t("ded.a11y.decline"), colour: 0x8a5a1e, run: () => this.send(decline) });

    this.layers.status.addChild(new Graphics().rect(strip.x, strip.y, strip.width, strip.height).fill({ color: 0x123327, alpha: 1 }));
    const bh = 44;
    let right = strip.x + strip.width - 8;
    for (const b of buttons.reverse()) {
      const c = new Container();
      const text = label(b.text, compact ? 13 : 15, 0xffffff, true);
      // As wide as its word needs (German runs long), within reason.
      const bw = Math.max(compact ? 84 : 112, Math.min(compact ? 120 : 160, text.width + 20));
      c.addChild(new Graphics().roundRect(-bw / 2, -bh / 2, bw, bh, 8).fill(b.colour).stroke({ width: 1, color: 0xffffff, alpha: 0.3 }));
      text.anchor.set(0.5);
      fit(text, bw - 8);
      c.addChild(text);
      c.position.set(right - bw / 2, this.layout.stacked ? strip.y + strip.height - bh / 2 - 8 : strip.y + strip.height / 2);
      c.hitArea = new Rectangle(-bw / 2, -bh / 2, bw, bh);
      makeButton(c, b.a11y, tab++, b.run);
      this.layers.status.addChild(c);
      right -= bw + 8;
    }
    const textWidth = this.layout.stacked ? strip.width - 24 : right - strip.x - 16;
    const mainText = label(main, compact ? 14 : 17, 0xffffff, true);
    // Above the buttons of a stacked strip the words have two lines (issue 28: the prompt was cut).
    fit(mainText, textWidth, this.layout.stacked ? 2 : 1);
    mainText.position.set(strip.x + 12, strip.y + (sub || this.layout.stacked ? 6 : (strip.height - mainText.height) / 2));
    this.layers.status.addChild(mainText);
    if (sub) {
      const subText = label(sub, compact ? 12 : 13, 0xd8e6dc);
      const subY = strip.y + 8 + mainText.height;
      // Pushed down to the buttons' row, it keeps to their left.
      const buttonsTop = this.layout.stacked ? strip.y + strip.height - bh - 8 : strip.y + strip.height;
      subText.position.set(strip.x + 12, subY);
      fit(subText, subY + subText.height > buttonsTop ? right - strip.x - 16 : textWidth);
      this.layers.status.addChild(subText);
    }
  }

  /** What each player would score if the game ended now: "Alice 3, Bob 0". */
  private scoresNow(view: DedView): string {
    return Array.from({ length: view.players }, (_, seat) => `${this.seatName(seat)} ${view.hoards[seat]?.points ?? 0}`).join(", ");
  }

  protected override sent(): void {
    this.passAsked = false;
    this.draw();
  }
}



export const createDedRenderer: RendererFactory<DedView, DedAction> = (ctx) => new DedTable(ctx);

export const game = gameModule(createDedRenderer, dedMessages);
