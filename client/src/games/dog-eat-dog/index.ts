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
import { Graphics } from "pixi.js";
import type { DogEatDog } from "@tablee/shared";
import { gameModule, type RendererContext } from "../renderer";
import { dedMessages } from "./i18n";
import { NOTHING, choices, click, type Choices, type Pick, type Selection } from "./choices";
import { CanvasTable, clear, drawStatus, FINGER, spot, type Button, type Status, type Update } from "../kit";
import { pickNames, regionOf } from "./pick-names";
import { HIGHLIGHT, drawAttackPanel, type AttackPanel, type AttackWords } from "./dice";
import { boxRing, drawPile, groundRing, ownerOf, sizeOf, type PileDrawing } from "./field";
import { diceRowHeight, spotPoint, spreadApart, tableLayout, type Footprint, type Rect, type TableLayout } from "./layout";
import { drawScores } from "./scores";

type DedView = DogEatDog.DedView;
type DedAction = DogEatDog.DedAction;

/** The felt, the field on it, the last attack's mark, and targets in cyan: apart from every seat colour and from the attackers' yellow. */
const COLOURS = { felt: 0x1f4d3a, field: 0x2a6149, lastAttack: 0xff8a3d, target: 0x3fe0ff };
/** How long a fresh attack's dice tumble, in ms. */
const ROLL_MS = 750;

interface Placed {
  spot: number;
  x: number;
  y: number;
  drawing: PileDrawing;
}

/** The picks so far, and whether the Pass that would end the game was pressed once (the table asks before sending it). */
type DedChoice = Selection & { passAsked: boolean };

/** Nothing picked; the Treehouse switch stays as the player left it, from one attack to the next. */
const nothingPicked = (before: DedChoice | null): DedChoice => ({ ...NOTHING, treehouse: before?.treehouse ?? false, passAsked: false });

class DedTable extends CanvasTable<DedView, DedAction, DedChoice> {
  private readonly layers = this.stack("back", "ring", "piece", "hit", "panel", "dice", "status");
  private layout: TableLayout = tableLayout(800, 600, 2);
  private rollingUntil = 0;
  private dicePanel: AttackPanel | null = null;
  private lastRollFrame = 0;
  protected override seatWords = { you: "ded.seat.you", other: "ded.seat.n", turn: "ded.status.turnOf" };

  constructor(ctx: RendererContext<DedAction>) {
    super(ctx, nothingPicked);
    ctx.stage.animating(() => this.rollingUntil > 0, () => ((this.rollingUntil = 0), this.drawDice()));
    this.fitCanvas();
  }

  protected override tick(): void {
    if (this.rollingUntil === 0) return;
    if (this.clock >= this.rollingUntil) {
      this.rollingUntil = 0;
      this.drawDice();
    } else if (this.clock - this.lastRollFrame > 90) {
      this.lastRollFrame = this.clock;
      this.dicePanel?.tumble();
    }
  }

  protected override show({ view, before }: Update<DedView>): void {
    // A fresh attack: its dice tumble for a moment before they settle.
    if (view.events.some((e) => e.type === "attack")) {
      this.rollingUntil = this.clock + ROLL_MS;
      this.lastRollFrame = this.clock;
    }
    if (before?.players !== view.players) this.relayout();
    else this.redraw();
  }

  protected relayout(): void {
    this.layout = tableLayout(this.width, this.height, this.view?.players ?? 2);
    this.redraw();
  }

  // ----- words -----------------------------------------------------------------------------

  private size(id: number): string {
    return this.ctx.t(`ded.size.${sizeOf(id)}`);
  }

  private piece(id: number): string {
    return this.ctx.t("ded.a11y.piece", { owner: this.seatName(ownerOf(id)), size: this.size(id) });
  }

  // ----- drawing ---------------------------------------------------------------------------

  protected redraw(): void {
    clear(this.layers.back, this.layers.ring, this.layers.piece, this.layers.hit, this.layers.panel, this.layers.status);
    const { field } = this.layout;
    this.layers.back.addChild(this.ground(COLOURS.felt));
    this.layers.back.addChild(new Graphics().roundRect(field.x, field.y, field.width, field.height, 14).fill(COLOURS.field).stroke({ width: 2, color: 0x163a2b }));
    const view = this.view;
    if (!view) return;
    const ch = choices(this.legal, this.choice);
    const placed = this.drawField(view);
    const tab = this.drawPicks(view, ch, placed, 1);
    // DED-9: once over, the same panel is the final scoring (issue 15: a second copy over
    // the field covered the pieces and said it twice).
    this.drawScores(view, this.layout.scores);
    this.drawDice();
    const { box } = this.layout.status;
    this.layers.status.addChild(new Graphics().rect(box.x, box.y, box.width, box.height).fill(0x123327));
    drawStatus(this.layers.status, this.layout.status, this.status(view, ch), tab);
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
        const ring = groundRing(s.drawing.bounds.width, unit, COLOURS.lastAttack, false);
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
      const colour = pick.selected ? 0xffffff : pick.kind === "target" ? COLOURS.target : HIGHLIGHT;
      // A pick inside a stack (DIG) is outlined on its own band; otherwise the whole pile is lit.
      const inside = pick.kind === "dig" && index < pile.length - 1;
      const box = inside ? at.drawing.layers[index] : at.drawing.bounds;
      const ring = inside ? boxRing(box, colour, unit) : groundRing(at.drawing.bounds.width, unit, colour, pick.selected || pick.kind === "target");
      ring.position.set(at.x, at.y);
      (inside ? this.layers.hit : this.layers.ring).addChild(this.lit(ring));
      const pad = Math.max(4, unit * 0.15);
      const area = inside ? { x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad } : this.pickBox(box);
      spot(this.layers.hit, at.x, at.y, { title: t(`ded.a11y.${pick.kind}`, { id: pick.id }), name: names[k], order: tab++, run: () => this.pickPiece(pick), area });
    }
    return tab;
  }

  private pickPiece(pick: Pick): void {
    const next = click(this.choice, pick);
    if (next.send) this.send(next.send);
    else this.choose({ ...next.sel, passAsked: false });
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

  /** The prompt, and its buttons. */
  private status(view: DedView, ch: Choices): Status {
    const t = this.ctx.t;
    const step = view.step;
    // DED-8: a pass after every other player passed in a row ends the game (the stall guard).
    const passEnds = ch.pass !== null && view.passes + 1 >= view.players;
    const orPass = t(passEnds ? "ded.status.orPassEnds" : "ded.status.orPass");
    const buttons = this.buttons(ch, passEnds);
    if (view.result) {
      const points = t("ded.scores.points", { count: Math.max(...view.result.scores) });
      const main = t("ded.status.won", { names: view.result.winners.map((s) => this.seatName(s)).join(", "), points });
      return { main, sub: step.kind === "over" ? t(`ded.status.over.${step.reason}`, { name: this.seatName(view.turn) }) : "", buttons };
    }
    if (this.choice.passAsked) return { main: t("ded.status.passEnds"), sub: t("ded.status.passEndsScores", { scores: this.scoresNow(view) }), buttons };
    if (ch.ask === "none") {
      const main = step.kind === "follow-up" ? t("ded.status.followUpOf", { name: this.seatName(view.turn), face: step.face }) : this.turnLine(view.turn);
      return { main, sub: this.ctx.seat === null ? t("ded.status.watching") : "", buttons };
    }
    const target = t("ded.status.pickTarget", { size: this.size(this.choice.attacker ?? 0) });
    if (step.kind === "follow-up") {
      const ask = ch.ask === "swap-first" ? "swapFirst" : ch.ask === "swap-second" ? "swapSecond" : ch.ask === "dig" ? "dig" : ch.ask === "aim" ? "aim" : "wild";
      return { main: t(`ded.status.${ask}`), sub: ch.ask === "target" ? target : t("ded.status.orDecline"), buttons };
    }
    if (ch.ask === "target") return { main: target, sub: ch.treehouseAllowed && this.choice.treehouse ? t("ded.status.treehouse") : orPass, buttons };
    return { main: t("ded.status.pickAttacker"), sub: orPass, buttons };
  }

  /** Treehouse, Cancel, Pass, Decline as they apply; a Pass that ends the game asks first. */
  private buttons(ch: Choices, passEnds: boolean): Button[] {
    const t = this.ctx.t;
    const { pass, decline } = ch;
    if (this.choice.passAsked && pass) {
      return [
        { words: t("ded.passEnd"), name: t("ded.a11y.passEnd"), colour: 0x8a1c1c, run: () => this.send(pass) },
        { words: t("ded.keepPlaying"), name: t("ded.a11y.keepPlaying"), colour: 0x555555, main: true, run: () => this.choose({ ...this.choice, passAsked: false }) },
      ];
    }
    const buttons: Button[] = [];
    const on = this.choice.treehouse;
    if (ch.treehouseAllowed) {
      buttons.push({ words: t(on ? "ded.treehouseOn" : "ded.treehouseOff"), name: t(on ? "ded.a11y.treehouseOn" : "ded.a11y.treehouseOff"), colour: on ? 0x2f3b52 : 0x5a6478, run: () => this.choose({ ...this.choice, treehouse: !on }) });
    }
    if (this.choice.attacker !== null || this.choice.swapFirst !== null) {
      buttons.push({ words: t("ded.cancel"), name: t("ded.a11y.cancel"), colour: 0x666666, back: true, run: () => this.choose(nothingPicked(this.choice)) });
    }
    if (pass) buttons.push({ words: t("ded.pass"), name: t("ded.a11y.pass"), colour: 0x8a5a1e, run: () => (passEnds ? this.choose({ ...this.choice, passAsked: true }) : this.send(pass)) });
    if (decline) buttons.push({ words: t("ded.decline"), name: t("ded.a11y.decline"), colour: 0x8a5a1e, run: () => this.send(decline) });
    return buttons;
  }

  /** What each player would score if the game ended now: "Alice 3, Bob 0". */
  private scoresNow(view: DedView): string {
    return Array.from({ length: view.players }, (_, seat) => `${this.seatName(seat)} ${view.hoards[seat]?.points ?? 0}`).join(", ");
  }

}

export const game = gameModule((ctx: RendererContext<DedAction>) => new DedTable(ctx), dedMessages);
