import { awayAfterChoices, DEFAULT_AWAY_AFTER, liveClocks, turnClocks, type Clock, type Pace } from "@tablee/shared";
import type { ClientPayload } from "@tablee/shared/protocol";
import { t } from "../i18n/index";
import { clockWords } from "./durations";
import { el } from "./dom";

/** A table's pace as the create options and `set-pace` carry it (docs/protocol.md, "Pace"): the clock in seconds per move, 0 for none. */
export type PaceChoice = Required<ClientPayload<"set-pace">>;

/** A turn-based table's clock until someone chooses another: a day per move. */
const TURNS_CLOCK: Clock = 86_400;
export const DEFAULT_PACE: PaceChoice = { pace: "live", clock: 0, awayAfter: DEFAULT_AWAY_AFTER };

/** The clocks a pace offers, in the order shown. */
export const clocksOf = (pace: Pace): readonly Clock[] => (pace === "live" ? liveClocks : turnClocks);

export interface PaceFields {
  node: HTMLElement;
  relabel(): void;
  value(): PaceChoice;
  /** Shows a pace (the table's, as synced) without telling `changed`; a field in use keeps what it shows. */
  show(choice: PaceChoice): void;
}

/**
 * Three fields: live or turn-based; the clocks of that pace ("30 s", "1 day", "No limit");
 * for a turn-based table, after how many missed moves a bot keeps the seat. The create form
 * and the host's waiting room both use them (`prefix` keeps their ids apart); `changed` runs
 * when the person changes one.
 */
export function paceFields(prefix: string, changed: (choice: PaceChoice) => void = () => undefined): PaceFields {
  const pace = el("select", { id: `${prefix}-pace`, name: "pace" });
  const clock = el("select", { id: `${prefix}-clock`, name: "clock" });
  const awayAfter = el("select", { id: `${prefix}-away-after`, name: "awayAfter" });
  const labels = { pace: el("label", { for: pace.id }), clock: el("label", { for: clock.id }), awayAfter: el("label", { for: awayAfter.id }) };
  const awayField = el("div", { class: "field" }, labels.awayAfter, awayAfter);
  const node = el("div", { class: "pace-fields" }, el("div", { class: "field" }, labels.pace, pace), el("div", { class: "field" }, labels.clock, clock), awayField);
  let shown: PaceChoice = { ...DEFAULT_PACE };

  const options = (select: HTMLSelectElement, choices: { value: string | number; text: string }[], value: string | number) => {
    select.replaceChildren(...choices.map((choice) => el("option", { value: String(choice.value), text: choice.text })));
    select.value = String(value);
  };
  const draw = () => {
    options(pace, (["live", "turns"] as const).map((p) => ({ value: p, text: t(`pace.${p}`) })), shown.pace);
    options(clock, clocksOf(shown.pace).map((s) => ({ value: s, text: clockWords(s, t) })), shown.clock);
    options(awayAfter, awayAfterChoices.map((n) => ({ value: n, text: t("pace.missed", { count: n }) })), shown.awayAfter);
    awayField.hidden = shown.pace === "live";
  };
  const read = (): PaceChoice => {
    const chosen = pace.value === "turns" ? "turns" : "live";
    // The selects hold only the choices drawn from these lists.
    return {
      pace: chosen,
      clock: clocksOf(chosen).find((seconds) => String(seconds) === clock.value) ?? 0,
      awayAfter: awayAfterChoices.find((n) => String(n) === awayAfter.value) ?? DEFAULT_AWAY_AFTER,
    };
  };

  pace.addEventListener("change", () => {
    const next = read().pace;
    // Another pace, other clocks: live starts without one, turn-based at a day per move.
    shown = { ...read(), pace: next, clock: next === "live" ? 0 : TURNS_CLOCK };
    draw();
    changed(shown);
  });
  for (const select of [clock, awayAfter]) {
    select.addEventListener("change", () => {
      shown = read();
      changed(shown);
    });
  }

  return {
    node,
    relabel() {
      labels.pace.textContent = t("pace.label");
      labels.clock.textContent = t("lobby.clock");
      labels.awayAfter.textContent = t("pace.awayAfter");
      draw();
    },
    value: () => ({ ...shown }),
    show(choice) {
      if (choice.pace === shown.pace && choice.clock === shown.clock && choice.awayAfter === shown.awayAfter) return;
      shown = { ...choice };
      draw();
    },
  };
}

/** The pace in one line, as everyone at the table reads it: "Turn-based · 1 day per move · a bot keeps a seat after 3 missed moves in a row". */
export function paceLine(choice: Pick<PaceChoice, "pace"> & { clock: number; awayAfter?: number }): string {
  const parts = [t(choice.pace === "live" ? "pace.nameLive" : "pace.nameTurns")];
  parts.push(choice.clock === 0 ? t("pace.noClock") : t("pace.perMove", { time: clockWords(choice.clock, t) }));
  if (choice.pace === "turns" && choice.awayAfter !== undefined) parts.push(t("pace.awayRule", { count: choice.awayAfter }));
  return parts.join(" · ");
}
