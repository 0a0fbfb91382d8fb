import type { SeatInfo } from "../../client/src/table/snapshot.ts";

/** A seat as the page's snapshot reads it: free unless `fields` say otherwise. */
export const seat = (fields: Partial<SeatInfo> = {}): SeatInfo => ({
  occupant: "",
  name: "",
  connected: false,
  awayUntil: 0,
  bot: "",
  standIn: false,
  open: false,
  deadline: 0,
  timeouts: 0,
  ...fields,
});
