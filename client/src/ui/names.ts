import { t } from "../i18n/index";

/**
 * The server's rule for display names (docs/protocol.md, "Joining"), checked here only to
 * say what is wrong before a round trip; the server decides.
 */
export function nameProblem(raw: string): "empty" | "long" | "chars" | null {
  const name = raw.trim();
  if (name.length === 0) return "empty";
  if (name.length > 24) return "long";
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f<>]/.test(name)) return "chars";
  return null;
}

/**
 * Checks the name in `input` and says beside it what is wrong (`hint`), or clears that;
 * returns the trimmed name when it may be sent.
 */
export function checkNameField(input: HTMLInputElement, hint: HTMLElement): string | null {
  const problem = nameProblem(input.value);
  hint.classList.toggle("invalid", problem !== null);
  if (problem) {
    hint.textContent = t(`name.${problem}`);
    input.setAttribute("aria-invalid", "true");
    input.focus();
    return null;
  }
  input.removeAttribute("aria-invalid");
  hint.textContent = t("name.hint");
  return input.value.trim();
}
