import { t } from "../i18n/index";
import { el } from "../ui/dom";
import { paceFields, paceLine, type PaceChoice } from "../ui/pace-fields";
import type { TableSnapshot } from "./snapshot";

/**
 * The table's pace in the seats panel: one line everybody reads ("Turn-based · 1 day per
 * move · …"), and before the start the host's fields to change it (`set-pace`). The fields
 * stay the same nodes from one state to the next, so a select in use keeps its focus.
 */
export class PacePanel {
  private readonly line = el("p", { class: "pace-line", "data-pace": "live" });
  private readonly legend = el("legend");
  private readonly fields;
  private readonly form: HTMLFieldSetElement;
  readonly node: HTMLElement;

  constructor(send: (choice: PaceChoice) => void) {
    this.fields = paceFields("table", send);
    this.form = el("fieldset", { class: "pace-form", hidden: true }, this.legend, this.fields.node);
    this.node = el("div", { class: "pace" }, this.line, this.form);
  }

  /** `canChange`: this page is the host and on line; the form shows only before the start. */
  update(state: TableSnapshot, canChange: boolean): void {
    const choice: PaceChoice = { pace: state.pace, clock: state.clock, awayAfter: state.awayAfter };
    this.line.textContent = paceLine(choice);
    this.line.dataset.pace = state.pace;
    this.line.dataset.clock = String(state.clock);
    this.form.hidden = !(canChange && state.phase === "waiting");
    this.fields.show(choice);
  }

  relabel(): void {
    this.legend.textContent = t("pace.tableLegend");
    this.fields.relabel();
  }
}
