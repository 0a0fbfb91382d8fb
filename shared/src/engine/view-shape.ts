/**
 * The shape of what a table syncs, declared once: each game's views, and the table's own state
 * (protocol/table-state.ts). The TypeScript types derive from it (`ShapeOf`), the server builds
 * the Colyseus schema classes that carry them from it, and docs/protocol.md's parts are
 * written from it (view-docs.ts). A shape names each part's schema class, each field's wire
 * type and width (and default, where not the type's zero), and says in words what a field holds.
 *
 * On the wire "nothing" is an absent field, and lists hold values or parts, never lists
 * (engine/wire.ts); a part with variants travels as one object that declares every variant's
 * fields, the tag always present and the others only where a variant has them.
 */

/**
 * How a number travels; the server's schema declares exactly this width. `number` is
 * Colyseus's own, as wide as the value needs (a time in epoch ms).
 */
export type Width = "uint8" | "int8" | "uint16" | "uint32" | "float64" | "number";
/** A value's type on the wire. */
export type Wire = "string" | "boolean" | Width;

export type ValueSpec = { kind: "value"; wire: Wire; values?: readonly string[] };
export type ListSpec<Item extends AnyField = AnyField> = { kind: "list"; item: Item };
/** Entries by a string key (`key` names it in the docs: a session id, a seat). */
export type MapSpec<Item extends AnyField = AnyField> = { kind: "map"; item: Item; key: string };
export type PartSpec<P extends AnyPart = AnyPart> = { kind: "part"; part: P };
/** A list of JSON texts, one per entry of an open union of shapes (events). */
export type LinesSpec = { kind: "lines"; of: string };
export type FieldSpec = ValueSpec | ListSpec | MapSpec | PartSpec | LinesSpec;

/**
 * One field of a part: its wire spec, whether it may be absent, and what it holds. `T` is its
 * TypeScript type, `S` its spec as a type (the server types its schema classes from it).
 */
export class Field<T, Optional extends boolean = false, S extends FieldSpec = FieldSpec> {
  /** Type only: the field's value in the view. */
  declare readonly value: T;

  constructor(
    readonly spec: S,
    readonly optional: Optional,
    readonly about: string,
    /** What the field holds before anything is written, where not its type's zero ("", 0, false, empty). */
    readonly initial?: T,
    /** Each entry reaches only the clients the server shows it to (a seat's own private part). */
    readonly ownersOnly = false,
  ) {}

  /** The same field, absent while the view has nothing there. */
  opt(): Field<T, true, S> {
    return new Field<T, true, S>(this.spec, true, this.about, this.initial, this.ownersOnly);
  }

  /** The same field, with what it holds in words (docs/protocol.md). */
  is(about: string): Field<T, Optional, S> {
    return new Field<T, Optional, S>(this.spec, this.optional, about, this.initial, this.ownersOnly);
  }

  /** The same wire type with a narrower TypeScript type (a seat that is 0 | 1, a card's name). */
  as<U extends T>(): Field<U, Optional, S> {
    return this as unknown as Field<U, Optional, S>;
  }

  /** The same field, holding `value` until something else is written (and where a reader finds it absent). */
  default(value: T): Field<T, Optional, S> {
    return new Field<T, Optional, S>(this.spec, this.optional, this.about, value, this.ownersOnly);
  }

  /** The same field, each of whose entries reaches only the clients the server shows it to (Colyseus's `.view()`). */
  forOwners(): Field<T, Optional, S> {
    return new Field<T, Optional, S>(this.spec, this.optional, this.about, this.initial, true);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyField = Field<any, boolean, any>;
type Fields = Record<string, AnyField>;
/** A variant's field names; `name?` for one the variant may leave out. */
type Cases<F extends Fields> = Record<string, readonly (Extract<keyof F, string> | `${Extract<keyof F, string>}?`)[]>;

/** An object of the view: one schema class on the wire, named `name`. */
export interface ObjectPart<F extends Fields = Fields> {
  readonly name: string;
  readonly about: string;
  /** Every field, a base's first. */
  readonly fields: F;
  /** The part this one extends: its class is the base's, extended by the fields `fields` adds. */
  readonly base?: AnyPart;
}

/** An object that is one of several variants, told apart by the string field `tag`. */
export interface VariantsPart<F extends Fields = Fields, Tag extends string = string, C extends Cases<F> = Cases<F>> extends ObjectPart<F> {
  readonly tag: Tag;
  readonly cases: C;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPart = ObjectPart<any> | VariantsPart<any, string, any>;

const value = <T>(wire: Wire, values?: readonly string[]): Field<T, false, ValueSpec> =>
  new Field<T, false, ValueSpec>(values ? { kind: "value", wire, values } : { kind: "value", wire }, false, "");

export const text = () => value<string>("string");
/** A string that is one of `values` (listed in the docs). */
export const oneOf = <const V extends readonly string[]>(...values: V) => value<V[number]>("string", values);
export const bool = () => value<boolean>("boolean");
export const uint8 = () => value<number>("uint8");
export const int8 = () => value<number>("int8");
export const uint16 = () => value<number>("uint16");
export const uint32 = () => value<number>("uint32");
export const float64 = () => value<number>("float64");
/** A number as wide as it needs (Colyseus's `number`): a time in epoch ms. */
export const number = () => value<number>("number");
export const list = <T, S extends FieldSpec>(item: Field<T, false, S>) => new Field<T[], false, ListSpec<Field<T, false, S>>>({ kind: "list", item }, false, "");
/** Entries by a string key; `key` says what the key is in the docs ("sessionId", "seat"). */
export const map = <T, S extends FieldSpec>(item: Field<T, false, S>, key: string) =>
  new Field<Record<string, T>, false, MapSpec<Field<T, false, S>>>({ kind: "map", item, key }, false, "");
export const ref = <P extends AnyPart>(part: P) => new Field<ShapeOf<P>, false, PartSpec<P>>({ kind: "part", part }, false, "");
/** JSON texts on the wire, parsed back into `Entry`s by `fromWire`; `of` names Entry's type in the docs. */
export const lines = <Entry>(of: string) => new Field<Entry[], false, LinesSpec>({ kind: "lines", of }, false, "");

/** The fields every public view starts with (contract.ts, PublicView): `active`, then `events` as JSON texts of `Event`s. */
export const tableFields = <Event>(of: string, active: string, events = "the last accepted action's events") => ({
  active: list(uint8()).is(active),
  events: lines<Event>(of).is(events),
});

/**
 * The fields every private view starts with (contract.ts, PrivateView): whose it is. Its legal
 * actions are not among them: a client lists them from its view (legal-view.ts).
 */
export const seatFields = () => ({
  seat: uint8(),
});

/** The private part of a game where nothing is secret: only whose part it is. */
export const wholeTablePublic = (name: string) => part(name, "Nothing is secret in this game: a seat's own part is only whose it is.", seatFields());

/** A part of the view: `name` is its schema class's name on the wire. */
export function part<const F extends Fields>(name: string, about: string, fields: F): ObjectPart<F> {
  return { name, about, fields };
}

/** A part that is `base` and more: its class extends the base's with `fields`, which travel after the base's. */
export function extend<const B extends Fields, const F extends Fields>(base: ObjectPart<B>, name: string, about: string, fields: F): ObjectPart<B & F> {
  return { name, about, fields: { ...base.fields, ...fields }, base };
}

/** The fields `part` adds to its base (all of them for a part without one), in wire order. */
export function ownFields(part: AnyPart): [string, AnyField][] {
  const base = part.base;
  return wireFields(part).filter(([name]) => base === undefined || !(name in base.fields));
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
   * buffer, so a round holds the shared patch and every seat's private part. Measured over
   * whole games by test/server/encoder-buffer.test.ts, which fails when a game outgrows it;
   * each table's buffers are made this size.
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
      const spec = itemSpec(field);
      if (spec.kind === "part") visit(spec.part);
    }
  };
  visit(root);
  return seen;
}

/** What a field holds each of: a list's or a map's item, else the field itself. */
export function itemSpec(field: AnyField): FieldSpec {
  const spec = field.spec as FieldSpec;
  return spec.kind === "list" || spec.kind === "map" ? (spec.item.spec as FieldSpec) : spec;
}

/** What a present value starts as where its field declares no default: its type's zero. */
const ZERO: Record<Wire, string | number | boolean> = { string: "", boolean: false, uint8: 0, int8: 0, uint16: 0, uint32: 0, float64: 0, number: 0 };

/** What a value field holds before anything is written: its declared default, else its type's zero. */
export function initialValue(field: AnyField): string | number | boolean {
  const spec = field.spec as FieldSpec;
  if (spec.kind !== "value") throw new Error("only a value field starts with a value");
  return (field.initial as string | number | boolean | undefined) ?? ZERO[spec.wire];
}
