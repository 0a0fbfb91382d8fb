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
 * The name in `input`, trimmed, when it may be sent; else null, with the field marked
 * invalid and focused and `wrong` given what is wrong, in words, to say where the form says it.
 */
export function checkName(input: HTMLInputElement, wrong: (text: string) => void): string | null {
  const problem = nameProblem(input.value);
  if (problem) {
    input.setAttribute("aria-invalid", "true");
    wrong(t(`name.${problem}`));
    input.focus();
    return null;
  }
  input.removeAttribute("aria-invalid");
  return input.value.trim();
}

/** `checkName` for a field with a hint below it, which says what is wrong until the name is right. */
export function checkNameField(input: HTMLInputElement, hint: HTMLElement): string | null {
  const name = checkName(input, (text) => (hint.textContent = text));
  hint.classList.toggle("invalid", name === null);
  if (name !== null) hint.textContent = t("name.hint");
  return name;
}
