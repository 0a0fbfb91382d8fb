import { ChatLineShape, MemberShape, SeatShape, TableStateShape } from "@tablee/shared";
import { schemaOf, type SchemaClassOf, type SchemaOf } from "./view-schemas.js";

/*
 * What every table syncs, whatever the game, as Colyseus schema classes built from its
 * declaration (shared/src/protocol/table-state.ts, which says what each field holds). A game
 * extends TableState with `board` (its public part) and `privates` (one entry per seat, each
 * reaching only that seat's client through a StateView): table/game.ts.
 */

/** One chair at the table. `occupant` is the sessionId of whoever sits there, "" if free. */
export const Seat: SchemaClassOf<typeof SeatShape> = schemaOf(SeatShape);
export type Seat = SchemaOf<typeof SeatShape>;

/** Everybody at the table, spectators included, keyed by sessionId. */
export const Member: SchemaClassOf<typeof MemberShape> = schemaOf(MemberShape);
export type Member = SchemaOf<typeof MemberShape>;

export const ChatLine: SchemaClassOf<typeof ChatLineShape> = schemaOf(ChatLineShape);
export type ChatLine = SchemaOf<typeof ChatLineShape>;

export const TableState: SchemaClassOf<typeof TableStateShape> = schemaOf(TableStateShape);
export type TableState = SchemaOf<typeof TableStateShape>;
