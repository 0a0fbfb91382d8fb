import { gameFacts, gameIds, isGameId, seatCountsOf, spelling, type GameFacts, type GameId } from "@tablee/shared";
import { t } from "../i18n/index";
import { clear, el } from "../ui/dom";
import { tableChoicesFields, type TableChoices } from "./table-choices";

/**
 * The fields of a new table, whoever makes it (the lobby's form, a circle's "New table for the
 * circle"): the chosen game's seat count and options (its facts, shared with the server), then
 * the table's own choices (pace, clock, bots). The values chosen survive a relabel and, as far
 * as the new game allows, a change of game.
 */
export interface CreateFields {
  node: HTMLElement;
  game(): GameId;
  setGame(game: GameId): void;
  relabel(): void;
  /** The create options for the chosen game: `seats` and its options, as the server takes them. */
  options(): Record<string, string | number>;
  /** The table's own options, sent beside `private`. */
  choices(): TableChoices;
}

export function createFields(): CreateFields {
  let game: GameId = gameIds[0];
  const gameOptions = el("div", { class: "game-options" });
  const tableChoices = tableChoicesFields();
  const node = el("div", { class: "create-fields" }, gameOptions, tableChoices.node);
  const factsOf = (id: string): GameFacts | undefined => (isGameId(id) ? gameFacts[id] : undefined);

  function options(): Record<string, string | number> {
    const chosen: Record<string, string | number> = {};
    const facts = factsOf(game);
    if (!facts) return chosen;
    const seats = gameOptions.querySelector<HTMLSelectElement>("#new-seats");
    if (seatCountsOf(facts).length > 1 && seats) chosen.seats = Number(seats.value);
    for (const option of facts.options) {
      const select = gameOptions.querySelector<HTMLSelectElement>(`#new-option-${option.id}`);
      // An option out of play at this seat count is not sent: the game's default holds.
      if (select && !select.closest<HTMLElement>(".field")?.hidden) chosen[option.id] = select.value;
    }
    return chosen;
  }

  /** The seat count changed: as many bots as seats but one, and the options that change anything at that count. */
  function seatsChosen(facts: GameFacts, seats: number): void {
    tableChoices.setSeats(seats);
    for (const option of facts.options) {
      const field = gameOptions.querySelector(`#new-option-${option.id}`)?.closest<HTMLElement>(".field");
      if (field) field.hidden = option.atSeats !== undefined && !option.atSeats.includes(seats);
    }
  }

  /** A select per choice the game offers; the values chosen so far survive a relabel. */
  function render(): void {
    const kept = options();
    clear(gameOptions);
    const facts = factsOf(game);
    if (!facts) return;
    const field = (id: string, text: string, choices: { value: string; text: string }[], value: string) => {
      const select = el("select", { id: `new-${id}`, name: id });
      for (const choice of choices) select.appendChild(el("option", { value: choice.value, text: choice.text }));
      select.value = choices.some((c) => c.value === value) ? value : choices[0].value;
      gameOptions.appendChild(el("div", { class: "field" }, el("label", { for: `new-${id}`, text }), select));
    };
    // The counts the game seats (DOG's 4 or 6, not 5), as the server takes them.
    const counts = seatCountsOf(facts).map(String);
    const seats = () => Number(gameOptions.querySelector<HTMLSelectElement>("#new-seats")?.value ?? facts.defaultPlayers);
    if (counts.length > 1) {
      field("seats", t("lobby.seatCount"), counts.map((n) => ({ value: n, text: n })), String(kept.seats ?? facts.defaultPlayers));
      gameOptions.querySelector("#new-seats")?.addEventListener("change", () => seatsChosen(facts, seats()));
    }
    for (const option of facts.options) {
      const choices = option.choices.map((c) => ({ value: spelling(c.value), text: t(c.label) }));
      field(`option-${option.id}`, t(option.label), choices, String(kept[option.id] ?? spelling(option.default)));
    }
    seatsChosen(facts, seats());
  }

  return {
    node,
    game: () => game,
    setGame(next) {
      game = next;
      render();
    },
    relabel() {
      tableChoices.relabel();
      render();
    },
    options,
    choices: () => tableChoices.choices(),
  };
}
