/**
 * True when `action` carries no field but `type` and the ones its type names. Actions arrive
 * as untrusted JSON: a field the rules do not know is refused, never silently ignored.
 */
export function onlyFields(action: object, fields: readonly string[]): boolean {
  for (const key of Object.keys(action)) if (key !== "type" && !fields.includes(key)) return false;
  return true;
}
