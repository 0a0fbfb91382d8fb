/**
 * The shape of a game's views, declared once: the TypeScript types of the views derive from it
 * (`ShapeOf`), the server builds the Colyseus schema classes that carry them from it, and the
 * game parts of docs/protocol.md are written from it (view-docs.ts). A shape names each part's
 * schema class, each field's wire type and width, and says in words what a field holds.
 *
 * On the wire "nothing" is an absent field, and lists hold values or parts, never lists
 * (engine/wire.ts); a part with variants travels as one object that declares every variant's
 * fields, the tag always present and the others only where a variant has them.
 */

/** How a number travels; the server's schema declares exactly this width. */
export type Width = "uint8" | "int8" | "uint16" | "float64";
/** A value's type on the wire. */
export type Wire = "string" | "boolean" | Width;

export type FieldSpec =
  | { kind: "value"; wire: Wire; values?: readonly string[] }
  | { kind: "list"; item: AnyField }
  | { kind: "part"; part: AnyPart }
  /** A list of JSON texts, one per entry of an open union of shapes (events, legal actions). */
  | { kind: "lines"; of: string };

/** One field of a part: its wire spec, whether it may be absent, and what it holds. `T` is its TypeScript type. */
export class Field<T, Optional extends boolean = false> {
  /** Type only: the field's value in the view. */
  declare readonly value: T;

  constructor(
    readonly spec: FieldSpec,
    readonly optional: Optional,
    readonly about: string,
  ) {}

  /** The same field, absent while the view has nothing there. */
  opt(): Field<T, true> {
    return new Field<T, true>(this.spec, true, this.about);
  }

  /** The same field, with what it holds in words (docs/protocol.md). */
  is(about: string): Field<T, Optional> {
    return new Field<T, Optional>(this.spec, this.optional, about);
  }

  /** The same wire type with a narrower TypeScript type (a seat that is 0 | 1, a card's name). */
  as<U extends T>(): Field<U, Optional> {
    return this as unknown as Field<U, Optional>;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyField = Field<any, boolean>;
type Fields = Record<string, AnyField>;
/** A variant's field names; `name?` for one the variant may leave out. */
type Cases<F extends Fields> = Record<string, readonly (Extract<keyof F, string> | `${Extract<keyof F, string>}?`)[]>;

/** An object of the view: one schema class on the wire, named `name`. */
export interface ObjectPart<F extends Fields = Fields> {
  readonly name: string;
  readonly about: string;
  readonly fields: F;
}

/** An object that is one of several variants, told apart by the string field `tag`. */
export interface VariantsPart<F extends Fields = Fields, Tag extends string = string, C extends Cases<F> = Cases<F>> extends ObjectPart<F> {
  readonly tag: Tag;
  readonly cases: C;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPart = ObjectPart<any> | VariantsPart<any, string, any>;

const value = <T>(wire: Wire, values?: readonly string[]): Field<T> => new Field<T>(values ? { kind: "value", wire, values } : { kind: "value", wire }, false, "");

export const text = (): Field<string> => value("string");
/** A string that is one of `values` (listed in the docs). */
export const oneOf = <const V extends readonly string[]>(...values: V): Field<V[number]> => value("string", values);
export const bool = (): Field<boolean> => value("boolean");
export const uint8 = (): Field<number> => value("uint8");
export const int8 = (): Field<number> => value("int8");
export const uint16 = (): Field<number> => value("uint16");
export const float64 = (): Field<number> => value("float64");
export const list = <T>(item: Field<T, false>): Field<T[]> => new Field<T[]>({ kind: "list", item }, false, "");
export const ref = <P extends AnyPart>(part: P): Field<ShapeOf<P>> => new Field<ShapeOf<P>>({ kind: "part", part }, false, "");
/** JSON texts on the wire, parsed back into `Entry`s by `fromWire`; `of` names Entry's type in the docs. */
export const lines = <Entry>(of: string): Field<Entry[]> => new Field<Entry[]>({ kind: "lines", of }, false, "");

/** The fields every public view starts with (contract.ts, PublicView): `active`, then `events` as JSON texts of `Event`s. */
export const tableFields = <Event>(of: string, active: string, events = "the last accepted action's events") => ({
  active: list(uint8()).is(active),
  events: lines<Event>(of).is(events),
});

/** The fields every private view starts with (contract.ts, PrivateView): whose it is, and its legal actions as JSON texts. */
export const seatFields = <Action>(of: string, legal = "your legal actions now; [] when you may not act") => ({
  seat: uint8(),
  legal: lines<Action>(of).is(legal),
});

/** A part of the view: `name` is its schema class's name on the wire. */
export function part<const F extends Fields>(name: string, about: string, fields: F): ObjectPart<F> {
  return { name, about, fields };
}

/**
 * A part with variants: `fields` declares every variant's fields once, `cases` which of them
 * each variant (the `tag` value) has, in their wire order.
 */
export function variants<const F extends Fields, const Tag extends string, const C extends Cases<F>>(
  name: string,
  about: string,
  tag: Tag,
  fields: F,
  cases: C,
): VariantsPart<F, Tag, C> {
  return { name, about, tag, fields, cases };
}

/** What a game's views look like: the public part (`board`) and a seat's private part. */
export interface ViewShapes {
  /** The game's name in the headings of docs/protocol.md. */
  title: string;
  board: ObjectPart;
  private: ObjectPart;
  /**
   * The encoder's buffer a table of this game needs, in bytes, at its most seats: Colyseus
   * encodes a patch for everyone and then each member's view one after the other into one
   * buffer, so a round holds the shared patch and every seat's private part (the largest of
   * which carry `legal`). Measured over whole games by test/server/encoder-buffer.test.ts,
   * which fails when a game outgrows it; each table's buffers are made this size.
   */
  encoderBytes: number;
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type ValueOf<F> = F extends Field<infer T, boolean> ? T : never;
type ObjectOf<F extends Fields> = Simplify<
  { [K in keyof F as F[K] extends Field<unknown, true> ? never : K]: ValueOf<F[K]> } & {
    [K in keyof F as F[K] extends Field<unknown, true> ? K : never]?: ValueOf<F[K]>;
  }
>;
type CaseOf<F extends Fields, Tag extends string, Kind, Names extends string> = Simplify<
  { [K in Tag]: Kind } & { [K in Names as K extends `${string}?` ? never : K]: ValueOf<F[K]> } & {
    [K in Names as K extends `${infer N}?` ? N : never]?: K extends `${infer N}?` ? ValueOf<F[N]> : never;
  }
>;

/** The TypeScript type of the view a part describes. */
export type ShapeOf<P> =
  P extends VariantsPart<infer F, infer Tag, infer C>
    ? { [Kind in keyof C]: CaseOf<F, Tag, Kind, C[Kind][number]> }[keyof C]
    : P extends ObjectPart<infer F>
      ? ObjectOf<F>
      : never;

/** Whether `part` has variants. */
export function hasVariants(part: AnyPart): part is VariantsPart {
  return "tag" in part;
}

/**
 * A part's fields as they travel, in wire order: a variants part's tag first, then each field
 * in the order `fields` declares them, optional unless every variant has it.
 */
export function wireFields(part: AnyPart): [string, AnyField][] {
  if (!hasVariants(part)) return Object.entries(part.fields);
  const cases = Object.values(part.cases);
  const always = (name: string): boolean => cases.every((names) => names.includes(name));
  const fields = Object.entries(part.fields).map(([name, field]): [string, AnyField] => [name, always(name) ? field : field.opt()]);
  return [[part.tag, oneOf(...Object.keys(part.cases))], ...fields];
}

/** Every part a view is made of, the view's own first, each once, in the order a reader meets them. */
export function partsOf(root: AnyPart): AnyPart[] {
  const seen: AnyPart[] = [];
  const visit = (part: AnyPart): void => {
    if (seen.includes(part)) return;
    seen.push(part);
    for (const [, field] of wireFields(part)) {
      const spec = field.spec.kind === "list" ? field.spec.item.spec : field.spec;
      if (spec.kind === "part") visit(spec.part);
    }
  };
  visit(root);
  return seen;
}
