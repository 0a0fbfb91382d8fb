import { SeatTimers } from "./seat-timers.js";

/**
 * Who plays a seat's turn when its person does not: the seat's bot after a short pause, or
 * the easy bot when the turn clock runs out. One plan per seat, for the decision the table is
 * at (`moves`): a change that leaves that decision as it was (a chat line, a spectator) keeps
 * the plan and its timer; any move makes a new plan.
 */
export type TurnKind = "bot" | "clock";

interface Plan {
  kind: TurnKind;
  moves: number;
  timer: NodeJS.Timeout | null;
}

export class Turns {
  private readonly plans = new SeatTimers<Plan>();

  constructor(private readonly play: (seat: number, kind: TurnKind, moves: number) => Promise<void>) {}

  /** `seat` plays at `at` (epoch ms) unless the decision is taken before. */
  plan(seat: number, kind: TurnKind, moves: number, at: number): void {
    const current = this.plans.get(seat);
    if (current && current.kind === kind && current.moves === moves) return;
    this.stop(seat);
    const plan: Plan = { kind, moves, timer: null };
    plan.timer = setTimeout(() => {
      plan.timer = null;
      void this.play(seat, kind, moves).finally(() => {
        if (this.plans.get(seat) === plan) this.plans.delete(seat);
      });
    }, Math.max(0, at - Date.now()));
    this.plans.set(seat, plan);
  }

  /** A bot is about to play: the table is not idle. */
  botPending(): boolean {
    for (const plan of this.plans.values()) if (plan.kind === "bot") return true;
    return false;
  }

  stop(seat: number): void {
    this.plans.stop(seat);
  }

  stopAll(): void {
    this.plans.stopAll();
  }
}
