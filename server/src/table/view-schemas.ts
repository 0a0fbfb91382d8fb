import { schema, t, type Schema } from "@colyseus/schema";
import { wireFields, type AnyField, type AnyPart, type Wire } from "@tablee/shared";

type SchemaClass = new () => Schema;

const built = new Map<AnyPart, SchemaClass>();
/** What a present value starts as, before the mirror writes the view's. */
const ZERO: Record<Wire, string | number | boolean> = { string: "", boolean: false, uint8: 0, int8: 0, uint16: 0, float64: 0 };

/**
 * The Colyseus schema class that carries a part of a game's views, built from its shape
 * (shared, engine/view-shape.ts) once per process: the class is named as the part, declares
 * its fields in the shape's order with the shape's widths, and a field is `.optional()` where
 * the view may leave it out. The mirror then writes views onto it field for field.
 */
export function schemaOf(part: AnyPart): SchemaClass {
  let klass = built.get(part);
  if (klass === undefined) {
    const fields = Object.fromEntries(wireFields(part).map(([name, field]) => [name, fieldOf(field)]));
    klass = schema(fields, part.name) as unknown as SchemaClass;
    built.set(part, klass);
  }
  return klass;
}

function fieldOf(field: AnyField) {
  const spec = field.spec;
  if (spec.kind === "value") {
    const value = t[spec.wire]();
    return field.optional ? value.optional() : value.default(ZERO[spec.wire] as never);
  }
  // t.array's overloads are per item type; this one item is any of them.
  const declared = spec.kind === "part" ? t.ref(schemaOf(spec.part)) : t.array((spec.kind === "lines" ? "string" : itemOf(spec.item)) as never);
  return field.optional ? declared.optional() : declared;
}

function itemOf(item: AnyField): Wire | SchemaClass {
  if (item.spec.kind === "value") return item.spec.wire;
  if (item.spec.kind === "part") return schemaOf(item.spec.part);
  throw new Error("a list holds values or parts, never lists");
}
