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
