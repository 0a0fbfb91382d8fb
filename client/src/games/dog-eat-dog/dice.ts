/**
 * Dice and the last attack's panel: the attacker's dice (and the Treehouse face), each
 * defender's dice top down with who won, and the result. While `rolling`, the six-sided
 * dice show random faces: the renderer redraws the panel a few times so the roll is seen.
 */
import { Container, Graphics } from "pixi.js";
import { fit, fitOneOf, INK, label, PIPS } from "../kit";
import type { DogEatDog } from "@tablee/shared";
import { SEAT_PALETTE, drawPyramid, type Pips } from "../pyramids/index";
import type { Rect } from "./layout";

type AttackView = DogEatDog.AttackView;

export const PANEL = 0xf7f1e1;
export const HIGHLIGHT = 0xffd400;
const WIN = 0x1e8a3c;
const LOSE = 0xb8322a;


/** A six-sided die centred on (0, 0); `best` rings the die that counts (the highest). */
export function drawDie(value: number, size: number, best = false, g: Graphics = new Graphics()): Graphics {
  const h = size / 2;
  g.roundRect(-h, -h, size, size, size * 0.18).fill(0xffffff).stroke({ width: best ? Math.max(2, size * 0.09) : 1.2, color: best ? 0xe0a800 : 0x6b6b6b });
  const r = size * 0.09;
  for (const [dx, dy] of PIPS[value] ?? []) g.circle(dx * size * 0.26, dy * size * 0.26, r).fill(INK);
  return g;
}

/** DED-10: the Treehouse die shows a word. */
export function drawTreehouseDie(face: string, size: number): Container {
  const c = new Container();
  const h = size / 2;
  const t = label(face, size * 0.3, 0xffffff, true);
  // The word stays readable (12 px at least): the die widens for it rather than shrink it.
  const w = Math.max(size, t.width + 8);
  c.addChild(new Graphics().roundRect(-w / 2, -h, w, size, size * 0.18).fill(0x2f3b52).stroke({ width: 1.5, color: HIGHLIGHT }));
  t.anchor.set(0.5);
  c.addChild(t);
  return c;
}

export interface AttackWords {
  title: string;
  /** A row's words, then a shorter wording (the owner's name: the row's pyramid shows its size). */
  attacker: string[];
  defender: (pyramid: number) => string[];
  /** "+ n more defenders" when a tall stack's rows do not fit. */
  more: (n: number) => string;
  result: string;
  none: string;
}

const sizeOf = (id: number): Pips => (Math.floor((id % 9) / 3) + 1) as Pips;
const ownerOf = (id: number): number => Math.floor(id / 9);

/** A row: a tiny pyramid of the piece, its words, then its dice. */
function diceRow(parent: Container, tumbling: Graphics[], x: number, y: number, width: number, rowH: number, piece: number, words: readonly string[], dice: number[], face: string | undefined, rolling: boolean, font: number, mark: "win" | "lose" | null): void {
  const die = rowH - 6;
  const icon = new Graphics();
  drawPyramid(icon, { pips: sizeOf(piece), colour: SEAT_PALETTE[ownerOf(piece)] }, die * 0.62);
  icon.position.set(x + die * 0.35, y + rowH - 4);
  parent.addChild(icon);
  const text = label(words[0], font, INK, false);
  const diceW = (dice.length + (face ? 1 : 0)) * (die + 4) + (mark ? font * 1.4 : 0);
  const maxText = width - die * 0.8 - diceW - 6;
  if (maxText > 20) fitOneOf(text, words, maxText);
  text.position.set(x + die * 0.8, y + (rowH - text.height) / 2);
  parent.addChild(text);
  const best = Math.max(...dice);
  let dx = x + width - diceW + die / 2;
  dice.forEach((value, i) => {
    const shown = rolling ? 1 + Math.floor(Math.random() * 6) : value;
    const d = drawDie(shown, die, !rolling && value === best && dice.indexOf(best) === i);
    d.position.set(dx, y + rowH / 2);
    if (rolling) {
      d.rotation = (Math.random() - 0.5) * 0.6;
      tumbling.push(d);
    }
    parent.addChild(d);
    dx += die + 4;
  });
  if (face) {
    const f = drawTreehouseDie(rolling ? "?" : face, die);
    f.position.set(dx, y + rowH / 2);
    parent.addChild(f);
    dx += die + 4;
  }
  if (mark && !rolling) {
    const m = label(mark === "win" ? "✔" : "✘", font * 1.1, mark === "win" ? WIN : LOSE, true);
    m.anchor.set(0, 0.5);
    m.position.set(dx - die / 2 + 2, y + rowH / 2);
    parent.addChild(m);
  }
}

/**
 * The last attack in a panel (or the roll-off before the first one): the title line carries
 * the result once the dice have settled; then the attacker's row and each defender's.
 */
export function drawAttackPanel(rect: Rect, attack: AttackView | undefined, words: AttackWords, rolling: boolean, compact: boolean, rowH: number): AttackPanel {
  const c = new Container();
  const tumbling: Graphics[] = [];
  const panel: AttackPanel = {
    node: c,
    // Only the dice change while they tumble: no text is redrawn (cheap on slow machines).
    tumble() {
      for (const d of tumbling) {
        drawDie(1 + Math.floor(Math.random() * 6), rowH - 6, false, d.clear());
        d.rotation = (Math.random() - 0.5) * 0.6;
      }
    },
  };
  c.addChild(new Graphics().roundRect(rect.x, rect.y, rect.width, rect.height, 10).fill({ color: PANEL, alpha: 0.96 }).stroke({ width: 1, color: 0xbfae86 }));
  const font = compact ? 12 : 13;
  const inner = rect.width - 20;
  const title = label(attack && !rolling ? `${words.title} · ${words.result}` : words.title, font + 1, 0x6b5630, true);
  title.position.set(rect.x + 10, rect.y + 5);
  // The result whole, on a second line if need be (issue 28: "HOP: the attack succe…").
  fit(title, inner, 2);
  c.addChild(title);
  let y = Math.max(rect.y + (compact ? 24 : 26), title.y + title.height + 3);
  if (!attack) {
    const none = label(words.none, font, 0x6b5630);
    none.style.wordWrap = true;
    none.style.wordWrapWidth = inner;
    none.position.set(rect.x + 10, y);
    c.addChild(none);
    return panel;
  }
  diceRow(c, tumbling, rect.x + 10, y, inner, rowH, attack.attacker, words.attacker, attack.dice, attack.face, rolling, font, null);
  y += rowH;
  const room = Math.max(1, Math.floor((rect.y + rect.height - y) / rowH));
  const shown = attack.defences.length > room ? attack.defences.slice(0, room - 1) : attack.defences;
  for (const d of shown) {
    diceRow(c, tumbling, rect.x + 10, y, inner, rowH, d.pyramid, words.defender(d.pyramid), d.dice, undefined, rolling, font, d.attackerWins ? "lose" : "win");
    y += rowH;
  }
  if (shown.length < attack.defences.length) {
    const more = label(words.more(attack.defences.length - shown.length), font, 0x6b5630);
    more.position.set(rect.x + 10, y + (rowH - more.height) / 2);
    c.addChild(more);
  }
  return panel;
}

export interface AttackPanel {
  node: Container;
  /** While rolling: new random faces on the tumbling dice. */
  tumble(): void;
}
