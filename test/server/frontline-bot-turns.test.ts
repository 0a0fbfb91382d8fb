// Frontline's optional move at the table, without a server: the turns planned while a draw is claimable.
import { describe, expect, it } from "@jest/globals";
import { gameOf } from "@tablee/shared";
import { planTurns } from "../../server/src/table/bot-turns.ts";
import type { Match } from "../../server/src/table/match.ts";
import type { Seats } from "../../server/src/table/seats.ts";
import type { SeatRecord } from "../../server/src/store/store.ts";
import type { Turns } from "../../server/src/table/turns.ts";
import { position } from "../support/frontline-position.ts";

describe("the turns a table plans", () => {
  /** The seats planTurns plans a turn for, at a Frontline table in `state` with these holders. */
  function planned(state: unknown, records: SeatRecord[]): string[] {
    const { rules } = gameOf("frontline");
    const match = { active: () => rules.activeSeats(state), awaited: () => rules.awaitedSeats(state), view: (seat: number) => rules.view(state, seat) } as unknown as Match;
    const plans: string[] = [];
    const turns = { plan: (seat: number, kind: string) => plans.push(`${seat}:${kind}`), stop: () => {} } as unknown as Turns;
    planTurns(turns, "frontline", match, { records } as unknown as Seats, 1);
    return plans;
  }
  const bot: SeatRecord = { name: "Bot", keyHash: "", bot: "easy" };
  const person: SeatRecord = { name: "Ann", keyHash: "a", deadline: 20_000 };

  it("FL-8: while a draw is claimable, only the seat on turn is awaited; a bot off turn claims only when not ahead, a clock never", () => {
    // Seat 0 is a colour ahead and not on turn: its bot lets the game go on.
    const ahead = position({ crossed: [["R1"], []], turn: 1, quietTurns: 60, dice: [6, 6, 6] });
    expect(planned(ahead, [bot, bot])).toEqual(["1:bot"]);
    expect(planned(ahead, [person, person])).toEqual(["1:clock"]);
    // Seat 0 behind: its bot claims the draw at once, without waiting for seat 1.
    const behind = position({ crossed: [[], ["R1"]], turn: 1, quietTurns: 60, dice: [6, 6, 6] });
    expect(planned(behind, [bot, person])).toEqual(["0:bot", "1:clock"]);
    expect(planned(behind, [person, bot])).toEqual(["1:bot"]);
  });
});
