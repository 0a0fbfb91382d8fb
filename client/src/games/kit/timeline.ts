/**
 * Animation timing without Pixi: a timeline of tweens driven by the table's ticker. A new
 * view calls `finish()`, which puts every tween at its end at once, so the table never lags
 * behind the game.
 */

interface Tween {
  start: number;
  duration: number;
  step: (t: number) => void;
  end?: () => void;
}

const easeInOut = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export class Timeline {
  private tweens: Tween[] = [];
  private time = 0;

  /** `step(t)` gets 0..1 (eased) from `start` ms for `duration` ms; `end` runs once after. */
  add(start: number, duration: number, step: (t: number) => void, end?: () => void): void {
    this.tweens.push({ start, duration: Math.max(1, duration), step, end });
  }

  get busy(): boolean {
    return this.tweens.length > 0;
  }

  tick(ms: number): void {
    this.time += ms;
    const left: Tween[] = [];
    for (const tw of this.tweens) {
      if (this.time < tw.start) {
        left.push(tw);
        continue;
      }
      const t = Math.min(1, (this.time - tw.start) / tw.duration);
      tw.step(easeInOut(t));
      if (t < 1) left.push(tw);
      else tw.end?.();
    }
    this.tweens = left;
    if (left.length === 0) this.time = 0;
  }

  finish(): void {
    const all = this.tweens;
    this.tweens = [];
    this.time = 0;
    for (const tw of all) {
      tw.step(1);
      tw.end?.();
    }
  }
}
