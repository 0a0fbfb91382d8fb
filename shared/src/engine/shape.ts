import { RuleError } from "./errors.js";

/**
 * True when `action` carries no field but `type` and the ones its type names. Actions arrive
 * as untrusted JSON: a field the rules do not know is refused, never silently ignored.
 */
export function onlyFields(action: object, fields: readonly string[]): boolean {
  for (const key of Object.keys(action)) if (key !== "type" && !fields.includes(key)) return false;
  return true;
}

/** Refuses a malformed action: the RuleError "bad-action", saying why. */
export function badAction(why: string): never {
  throw new RuleError("bad-action", `Malformed action: ${why}.`);
}

/**
 * An untrusted action's fields, once it is an object whose `type` is one of a game's declared
 * types and which carries only the fields `fields` names for it; "bad-action" otherwise. The
 * game then checks the values.
 */
export function actionFields<Type extends string>(action: unknown, fields: Readonly<Record<Type, readonly string[]>>): Record<string, unknown> & { type: Type } {
  if (typeof action !== "object" || action === null || Array.isArray(action)) badAction("not an object");
  const a = action as Record<string, unknown>;
  if (typeof a.type !== "string" || !Object.hasOwn(fields, a.type)) badAction("unknown type");
  const type = a.type as Type;
  const named = fields[type];
  if (!onlyFields(a, named)) badAction(named.length === 0 ? `a ${type} has no other field` : `a ${type} has no other fields than ${named.join(", ")}`);
  return a as Record<string, unknown> & { type: Type };
}
