import { expect } from "@jest/globals";
import { Metadata } from "@colyseus/schema";
import { wireFields, type AnyField, type AnyPart, type FieldSpec } from "@tablee/shared";
import { schemaOf } from "../../server/src/table/view-schemas.ts";

/**
 * What the server's schema classes must say of the shapes they are built from (the table's
 * state and every game's views alike): the tests compare a class's Colyseus metadata with its
 * declaration here, one way for both, so a check added to one holds for the other.
 */

/** A field's type as Colyseus declares it (Metadata.getFields). */
function declared(field: AnyField): unknown {
  const spec = field.spec as FieldSpec;
  switch (spec.kind) {
    case "value":
      return spec.wire;
    case "lines":
      return { array: "string" };
    case "part":
      return schemaOf(spec.part);
    case "list":
      return { array: declared(spec.item) };
    case "map":
      return { map: declared(spec.item) };
  }
}

/** What the class's metadata says of a field: `.optional()`, and the view tag of `.view()` (the standard `Symbol.metadata` slot, as mirror.ts reads it). */
export function fieldFlags(klass: object, name: string): { optional: boolean; view: boolean } {
  const metadata = (klass as Record<symbol, Record<string | number, { optional?: boolean; tag?: number }>>)[Symbol.metadata];
  const field = metadata[metadata[name] as unknown as number];
  return { optional: field.optional === true, view: field.tag !== undefined };
}

/** The class is the part's: its name, the part's fields in wire order with their widths and item classes, its optional fields and its owners-only views. */
export function expectClassOfPart(klass: object & { name: string }, part: AnyPart): void {
  expect(klass.name).toBe(part.name);
  const fields = wireFields(part);
  expect(Object.keys(Metadata.getFields(klass))).toEqual(fields.map(([name]) => name));
  expect(Metadata.getFields(klass)).toEqual(Object.fromEntries(fields.map(([name, field]) => [name, declared(field)])));
  for (const [name, field] of fields) expect([name, fieldFlags(klass, name)]).toEqual([name, { optional: field.optional, view: field.ownersOnly }]);
}
