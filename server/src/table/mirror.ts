import { ArraySchema, MapSchema, Metadata, type Schema, type StateView } from "@colyseus/schema";
import { JSON_LINES, toLine } from "@tablee/shared";
import { syncArray } from "./sync.js";

type SchemaClass = new () => Schema;
type FieldType = string | SchemaClass | { array: FieldType } | { map: FieldType };

/** How the mirror writes one declared field, worked out once per schema class. */
interface FieldPlan {
  name: string;
  /** A value; a part; a list of values, of JSON lines, of parts; a map of values or of parts. */
  kind: "value" | "part" | "values" | "lines" | "parts" | "map";
  /** Absent while the view has nothing there (`.optional()`). */
  optional: boolean;
  /** A part's class, or a list's or a map's item class. */
  Child?: SchemaClass;
}

/** A schema class's fields in declaration order, and their names for the view's check. */
interface Plan {
  fields: FieldPlan[];
  names: Set<string>;
}

const plans = new WeakMap<object, Plan>();
const jsonLines = new Set<string>(JSON_LINES);
/** The view last written onto each mirrored Schema: the engine's views are never changed once made. */
const written = new WeakMap<Schema, Record<string, unknown>>();
/** Each list of parts' children as the mirror made them: reading them back through an ArraySchema's Proxy costs. */
const childrenOf = new WeakMap<ArraySchema<Schema>, Schema[]>();

/** A schema class's plan, read once from its declaration. */
function planOf(schema: Schema): Plan {
  const klass = schema.constructor;
  let plan = plans.get(klass);
  if (plan === undefined) {
    // Optionality is only in the class's metadata (the standard `Symbol.metadata` slot).
    const metadata = (klass as unknown as Record<symbol, Record<string | number, unknown>>)[Symbol.metadata];
    const optional = (name: string): boolean => {
      const index = metadata?.[name];
      return typeof index === "number" && (metadata[index] as { optional?: boolean }).optional === true;
    };
    const fields = Object.entries(Metadata.getFields(klass) as Record<string, FieldType>).map(([name, type]): FieldPlan => {
      const field = { name, optional: optional(name) };
      if (typeof type === "string") return { ...field, kind: "value" };
      if (typeof type === "function") return { ...field, kind: "part", Child: type };
      if ("array" in type) {
        if (typeof type.array === "function") return { ...field, kind: "parts", Child: type.array };
        return { ...field, kind: jsonLines.has(name) ? "lines" : "values" };
      }
      return { ...field, kind: "map", ...(typeof type.map === "function" && { Child: type.map }) };
    });
    plan = { fields, names: new Set(fields.map((field) => field.name)) };
    plans.set(klass, plan);
  }
  return plan;
}

/**
 * Writes a view onto the schema that mirrors it, field for field, touching only what
 * changed so a patch carries the difference. One function for every game: a field's place
 * comes from the schema's own declaration, read once per class. An absent (or null) field is
 * removed, so `toJSON()` of the schema is the view again; `events` hold JSON lines
 * (engine/wire.ts). A view field the schema does not declare is a programming error: it
 * would silently never reach a client. A field whose value equals the one last written is
 * skipped: comparing plain data is cheap, reading a Schema back (its getters, an array's
 * Proxy) is not, and a move changes a few fields of a view.
 *
 * Returns what it did: `CHANGED` when it wrote anything, with `GREW` when it made a part or a
 * collection the schema did not hold (`showTree` must then show it to whoever sees this part).
 */
export function mirror(target: Schema, view: object): number {
  const plan = planOf(target);
  const values = view as Record<string, unknown>;
  for (const name in values) {
    if (!plan.names.has(name)) throw new Error(`${target.constructor.name} has no field for the view's "${name}"`);
  }
  const last = written.get(target);
  written.set(target, values);
  const slots = target as unknown as Record<string, unknown>;
  let grew = false;
  let changed = false;
  for (const field of plan.fields) {
    const { name } = field;
    const value = values[name];
    if (last !== undefined) {
      const before = last[name];
      if (before === value || (typeof value === "object" && sameData(before, value))) continue;
    }
    changed = true;
    switch (field.kind) {
      case "value": {
        const next = value ?? undefined;
        if (slots[name] !== next) slots[name] = next;
        break;
      }
      case "part":
        if (value === undefined || value === null) {
          if (slots[name] !== undefined) slots[name] = undefined;
        } else {
          let child = slots[name] as Schema | undefined;
          if (child === undefined) {
            slots[name] = child = new field.Child!();
            grew = true;
          }
          if (mirror(child, value as object) & GREW) grew = true;
        }
        break;
      case "map":
        if (mirrorMap(slots[name] as MapSchema<unknown>, (value ?? {}) as Record<string, unknown>, field.Child)) grew = true;
        break;
      default: {
        // An optional array (`previousOrder?: number[]`) exists only while the view has it.
        if ((value === undefined || value === null) && field.optional) {
          if (slots[name] !== undefined) slots[name] = undefined;
          break;
        }
        let array = slots[name] as ArraySchema<unknown> | undefined;
        if (array === undefined) {
          slots[name] = array = new ArraySchema();
          grew = true;
        }
        const list = (value ?? []) as unknown[];
        if (field.kind === "parts") {
          if (mirrorList(array as ArraySchema<Schema>, list as object[], field.Child!, last?.[name])) grew = true;
        } else syncArray(array, field.kind === "lines" ? list.map(toLine) : list);
      }
    }
  }
  return grew ? CHANGED | GREW : changed ? CHANGED : 0;
}

/** `mirror` wrote something onto the schema. */
export const CHANGED = 1;
/** `mirror` made a part or a collection the schema did not hold. */
export const GREW = 2;

/** Equal plain data (JSON-like values), whatever the order of an object's keys. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let count = 0;
  for (const key in x) {
    if (!(key in y) || !sameData(x[key], y[key])) return false;
    count++;
  }
  for (const _ in y) count--;
  return count === 0;
}

/**
 * A list of parts: each child mirrors its item, except an item equal to the one written last
 * (`before`, the list last written): a long list where one item changed (Dog Eat Dog's piles)
 * costs a comparison per item, not a mirror call.
 */
function mirrorList(target: ArraySchema<Schema>, views: readonly object[], Child: SchemaClass, before: unknown): boolean {
  const copy = childrenOf.get(target);
  // The copy stands for the list only while nothing else has resized it.
  const known = copy !== undefined && copy.length === target.length;
  const children = known ? copy : [...target];
  const last = known && Array.isArray(before) ? (before as unknown[]) : [];
  let grew = false;
  if (children.length > views.length) {
    target.splice(views.length, children.length - views.length);
    children.length = views.length;
  }
  for (let i = 0; i < views.length; i++) {
    if (i < children.length) {
      if (i < last.length && sameData(last[i], views[i])) continue;
    } else {
      const child = new Child();
      target.push(child);
      children.push(child);
      grew = true;
    }
    if (mirror(children[i], views[i]) & GREW) grew = true;
  }
  childrenOf.set(target, children);
  return grew;
}

function mirrorMap(target: MapSchema<unknown>, views: Record<string, unknown>, Child: SchemaClass | undefined): boolean {
  let grew = false;
  for (const key of [...target.keys()]) if (!(key in views)) target.delete(key);
  for (const [key, value] of Object.entries(views)) {
    if (Child !== undefined) {
      let child = target.get(key) as Schema | undefined;
      if (child === undefined) {
        target.set(key, (child = new Child()));
        grew = true;
      }
      if (mirror(child, value as object) & GREW) grew = true;
    } else if (target.get(key) !== value) target.set(key, value);
  }
  return grew;
}

/**
 * Makes a private part, with everything the mirror has put in it since, visible to `view`.
 * `view.add(part)` covers what the part holds at that moment, and Colyseus shares a
 * filtered part's visibility with a Schema added under it later, but not with a collection of
 * values (`isVisibilitySharedWithParent` requires a Schema or a collection of Schemas): an
 * array the mirror creates afterwards (a swap's cards in a new `swap`, an optional array
 * that comes back) would otherwise never reach the seat. Only the part's own tree is walked.
 */
export function showTree(view: StateView, node: Schema): void {
  if (!view.has(node)) {
    view.add(node);
    return;
  }
  const slots = node as unknown as Record<string, unknown>;
  for (const { name, kind, Child } of planOf(node).fields) {
    const value = slots[name];
    if (value === undefined || value === null || kind === "value") continue;
    if (kind === "part") {
      showTree(view, value as Schema);
      continue;
    }
    const collection = value as ArraySchema<unknown> | MapSchema<unknown>;
    if (!view.has(collection)) {
      view.add(collection);
      continue;
    }
    if (kind === "parts" || (kind === "map" && Child !== undefined)) for (const child of collection.values()) showTree(view, child as Schema);
  }
}
