import { initialValue, wireFields, type AnyField, type AnyPart, type FieldSpec, type ShapeOf } from "./view-shape.js";

/**
 * Plain data (a synced part's `toJSON()`) read as the part its shape declares: a field that is
 * absent, or not of its declared type or values, reads as its default, as a schema built from
 * the same shape starts (a state from a server older than a field still reads whole); an
 * optional one stays absent. Fields the shape does not declare are left out.
 */
export function readPart<P extends AnyPart>(part: P, plain: unknown): ShapeOf<P> {
  const from = isRecord(plain) ? plain : {};
  const out: Record<string, unknown> = {};
  for (const [name, field] of wireFields(part)) {
    const value = readField(field, from[name]);
    if (value !== undefined) out[name] = value;
  }
  return out as ShapeOf<P>;
}

function readField(field: AnyField, value: unknown): unknown {
  const spec = field.spec as FieldSpec;
  if (value === undefined || value === null) return field.optional ? undefined : empty(field);
  switch (spec.kind) {
    case "value": {
      const fits = spec.wire === "string" ? typeof value === "string" && (spec.values === undefined || spec.values.includes(value)) : typeof value === (spec.wire === "boolean" ? "boolean" : "number");
      return fits ? value : field.optional ? undefined : initialValue(field);
    }
    case "part":
      return readPart(spec.part, value);
    case "list":
    case "lines": {
      if (!Array.isArray(value)) return empty(field);
      const item = spec.kind === "list" ? (spec.item as AnyField) : null;
      return item === null ? value : value.map((entry) => readField(item, entry));
    }
    case "map": {
      if (!isRecord(value)) return empty(field);
      return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, readField(spec.item as AnyField, entry)]));
    }
  }
}

/** What a present field holds before anything is written. */
function empty(field: AnyField): unknown {
  const spec = field.spec as FieldSpec;
  switch (spec.kind) {
    case "value":
      return initialValue(field);
    case "part":
      return readPart(spec.part, {});
    case "map":
      return {};
    case "list":
    case "lines":
      return [];
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
