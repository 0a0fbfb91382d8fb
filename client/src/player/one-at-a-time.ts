import type { StatusLine } from "./frame";

export interface OneAtATime {
  /**
   * Runs `run` unless an action of the page runs already (a second press does nothing). Its
   * panel's `line` is cleared first, or says `waiting` while it runs; `button`, the control
   * that started it, is aria-disabled meanwhile and keeps the focus. A failure goes to the
   * page's `refused`, with the line it belongs in.
   */
  act(line: StatusLine, run: () => Promise<void>, options?: { button?: HTMLElement; waiting?: string }): Promise<void>;
  /** An action runs now. */
  readonly busy: boolean;
}

/**
 * A player's page, or its panel, acts one action at a time: a second press while the first
 * is on its way would race it at the server, and their answers in the page.
 */
export function oneAtATime(refused: (error: unknown, line: StatusLine) => void): OneAtATime {
  let busy = false;
  return {
    get busy() {
      return busy;
    },
    async act(line, run, { button, waiting } = {}) {
      if (busy) return;
      busy = true;
      button?.setAttribute("aria-disabled", "true");
      if (waiting === undefined) line.clear();
      else line.say(waiting);
      try {
        await run();
      } catch (error) {
        refused(error, line);
      } finally {
        busy = false;
        button?.removeAttribute("aria-disabled");
      }
    },
  };
}
