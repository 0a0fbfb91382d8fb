import { schema, t, type ArraySchema, type MapSchema, type Schema } from "@colyseus/schema";
import { initialValue, ownFields, type AnyField, type AnyPart, type Field, type FieldSpec, type ObjectPart, type Wire } from "@tablee/shared";

type SchemaClass = new () => Schema;

const built = new Map<AnyPart, SchemaClass>();

/** A value as the schema holds it: the wire's type, not the shape's narrower one (a phase is a string). */
type Widened<T> = T extends string ? string : T extends number ? number : T extends boolean ? boolean : T;

/** The schema-side type of a field, from its spec: lists and maps are Colyseus's collections, parts their classes. */
type SchemaValue<F> =
  F extends Field<infer T, boolean, infer S>
    ? S extends { kind: "list"; item: infer Item }
      ? ArraySchema<SchemaValue<Item>>
      : S extends { kind: "map"; item: infer Item }
        ? MapSchema<SchemaValue<Item>>
        : S extends { kind: "part"; part: infer P }
          ? SchemaOf<P>
          : S extends { kind: "lines" }
            ? ArraySchema<string>
            : Widened<T>
    : never;

/** An instance of the schema class built from part `P`, typed field for field. */
export type SchemaOf<P> =
  P extends ObjectPart<infer F>
    ? Schema & { -readonly [K in keyof F as F[K] extends Field<unknown, true> ? never : K]: SchemaValue<F[K]> } & {
        -readonly [K in keyof F as F[K] extends Field<unknown, true> ? K : never]?: SchemaValue<F[K]>;
      }
    : never;

/**
 * The Colyseus schema class that carries a part, built from its shape (shared,
 * engine/view-shape.ts) once per process: the class is named as the part, declares its fields
 * in the shape's order with the shape's widths and defaults, and a field is `.optional()` where
 * the part may leave it out, `.view()` where each entry reaches only the clients it is shown
 * to. A part that extends another extends that part's class. The game's views and the table's
 * own state (table/state.ts) are all built here; the mirror writes views onto them field for field.
 */
export function schemaOf<P extends AnyPart>(part: P): SchemaClassOf<P> {
  let klass = built.get(part);
  if (klass === undefined) {
    const fields = Object.fromEntries(ownFields(part).map(([name, field]) => [name, fieldOf(field)]));
    // `extend` is on every class schema() makes.
    klass = (part.base ? (schemaOf(part.base) as unknown as { extend: typeof schema }).extend(fields, part.name) : schema(fields, part.name)) as unknown as SchemaClass;
    built.set(part, klass);
  }
  return klass as SchemaClassOf<P>;
}

/** The class built from part `P`: made empty, or with some of its fields (as Colyseus's classes are). */
export type SchemaClassOf<P> = (new (init?: Partial<SchemaOf<P>>) => SchemaOf<P>) & SchemaClass;

function fieldOf(field: AnyField) {
  const spec = field.spec as FieldSpec;
  if (spec.kind === "value") {
    const value = t[spec.wire]();
    return field.optional ? value.optional() : value.default(initialValue(field) as never);
  }
  // t.array's and t.map's overloads are per item type; this one item is any of them.
  const declared =
    spec.kind === "part"
      ? t.ref(schemaOf(spec.part))
      : spec.kind === "map"
        ? t.map(itemOf(spec.item) as never)
        : t.array((spec.kind === "lines" ? "string" : itemOf(spec.item)) as never);
  if (field.ownersOnly) declared.view();
  return field.optional ? declared.optional() : declared;
}

function itemOf(item: AnyField): Wire | SchemaClass {
  const spec = item.spec as FieldSpec;
  if (spec.kind === "value") return spec.wire;
  if (spec.kind === "part") return schemaOf(spec.part);
  throw new Error("a list or a map holds values or parts, never lists");
}
