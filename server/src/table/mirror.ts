import { ArraySchema, Metadata, type MapSchema, type Schema, type StateView } from "@colyseus/schema";
import { JSON_LINES, toLine } from "@tablee/shared";
import { syncArray } from "./sync.js";

type SchemaClass = new () => Schema;
type FieldType = string | SchemaClass | { array: FieldType } | { map: FieldType };
/** A declared field: its type and whether it is `.optional()` (absent while the view has none). */
type Fields = Map<string, { type: FieldType; optional: boolean }>;

const known = new WeakMap<object, Fields>();
const jsonLines = new Set<string>(JSON_LINES);
/** The view last written onto each mirrored Schema: the engine's views are never changed once made. */
const written = new WeakMap<Schema, Record<string, unknown>>();

/** A schema class's fields, read once from its declaration. */
function fieldsOf(schema: Schema): Fields {
  const klass = schema.constructor;
  let fields = known.get(klass);
  if (fields === undefined) {
    // Optionality is only in the class's metadata (the standard `Symbol.metadata` slot).
    const metadata = (klass as unknown as Record<symbol, Record<string | number, unknown>>)[Symbol.metadata];
    const optional = (name: string): boolean => {
      const index = metadata?.[name];
      return typeof index === "number" && (metadata[index] as { optional?: boolean }).optional === true;
    };
    const types = Object.entries(Metadata.getFields(klass) as Record<string, FieldType>);
    fields = new Map(types.map(([name, type]) => [name, { type, optional: optional(name) }]));
    known.set(klass, fields);
  }
  return fields;
}

/**
 * Writes a view onto the schema that mirrors it, field for field, touching only what
 * changed so a patch carries the difference. One function for every game: a field's place
 * comes from the schema's own declaration. An absent (or null) field is removed, so
 * `toJSON()` of the schema is the view again; `events` and `legal` hold JSON lines
 * (engine/wire.ts). A view field the schema does not declare is a programming error: it
 * would silently never reach a client. A field whose value equals the one last written is
 * skipped: comparing plain data is cheap, reading a Schema back (its getters, an array's
 * Proxy) is not, and a move changes a few fields of a view.
 */
export function mirror(target: Schema, view: object): void {
  const fields = fieldsOf(target);
  const values = view as Record<string, unknown>;
  for (const name in values) {
    if (!fields.has(name)) throw new Error(`${target.constructor.name} has no field for the view's "${name}"`);
  }
  const last = written.get(target);
  written.set(target, values);
  const slots = target as unknown as Record<string, unknown>;
  for (const [name, { type, optional }] of fields) {
    const value = values[name];
    if (last !== undefined && sameData(last[name], value)) continue;
    if (typeof type === "string") {
      const next = value ?? undefined;
      if (slots[name] !== next) slots[name] = next;
    } else if (typeof type === "function") {
      if (value === undefined || value === null) {
        if (slots[name] !== undefined) slots[name] = undefined;
      } else {
        let child = slots[name] as Schema | undefined;
        if (child === undefined) slots[name] = child = new type();
        mirror(child, value as object);
      }
    } else if ("array" in type) {
      // An optional array (`previousOrder?: number[]`) exists only while the view has it.
      if ((value === undefined || value === null) && optional) {
        if (slots[name] !== undefined) slots[name] = undefined;
        continue;
      }
      if (slots[name] === undefined) slots[name] = new ArraySchema();
      const list = (value ?? []) as unknown[];
      const array = slots[name] as ArraySchema<unknown>;
      if (typeof type.array === "function") mirrorList(array as ArraySchema<Schema>, list as object[], type.array);
      else syncArray(array, jsonLines.has(name) ? list.map(toLine) : list);
    } else {
      mirrorMap(slots[name] as MapSchema<unknown>, (value ?? {}) as Record<string, unknown>, type.map);
    }
  }
}

/** Equal plain data (JSON-like values), whatever the order of an object's keys. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const list = b as unknown[];
    if (a.length !== list.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], list[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const key of keys) if (!(key in y) || !sameData(x[key], y[key])) return false;
  return true;
}

function mirrorList(target: ArraySchema<Schema>, views: readonly object[], Child: SchemaClass): void {
  if (target.length > views.length) target.splice(views.length, target.length - views.length);
  for (let i = 0; i < views.length; i++) {
    if (i >= target.length) target.push(new Child());
    mirror(target[i], views[i]);
  }
}

function mirrorMap(target: MapSchema<unknown>, views: Record<string, unknown>, type: FieldType): void {
  for (const key of [...target.keys()]) if (!(key in views)) target.delete(key);
  for (const [key, value] of Object.entries(views)) {
    if (typeof type === "function") {
      let child = target.get(key) as Schema | undefined;
      if (child === undefined) target.set(key, (child = new type()));
      mirror(child, value as object);
    } else if (target.get(key) !== value) target.set(key, value);
  }
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
  for (const [name, { type }] of fieldsOf(node)) {
    const value = slots[name];
    if (value === undefined || value === null || typeof type === "string") continue;
    if (typeof type === "function") {
      showTree(view, value as Schema);
      continue;
    }
    const collection = value as ArraySchema<unknown> | MapSchema<unknown>;
    if (!view.has(collection)) {
      view.add(collection);
      continue;
    }
    const item = "array" in type ? type.array : type.map;
    if (typeof item === "function") for (const child of collection.values()) showTree(view, child as Schema);
  }
}
