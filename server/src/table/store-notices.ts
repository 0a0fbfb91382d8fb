import { matchMaker, ServerError } from "@colyseus/core";
import { NOT_SAVED, storeDown, type StoreHealth } from "../store/health.js";
import { hosted } from "./restore.js";
import type { TableRoom } from "./TableRoom.js";

/**
 * Every table of this process hears when the store stops taking changes and when it takes
 * them again (docs/protocol.md, "Health"): its players' moves are refused meanwhile, and play
 * resumes by itself.
 */
export function tellTablesOfStore(health: StoreHealth): void {
  health.onChange((failing) => {
    const notice = failing
      ? { code: "store-failing", message: "the table cannot be saved right now; moves wait until it can" }
      : { code: "store-back", message: "the table is saved again; play on" };
    for (const id of hosted.keys()) {
      const room = matchMaker.getLocalRoomById(id) as TableRoom | undefined;
      room?.broadcast("notice", notice);
      if (!failing) room?.storeBack();
    }
  });
}

/**
 * A new table or a join the store could not save is refused like any join, with the players'
 * sentence (Colyseus logs any other error with its stack, at every attempt).
 */
export function joinRefusal(error: unknown): unknown {
  return storeDown(error) ? new ServerError(503, `${NOT_SAVED.code}: ${NOT_SAVED.message}`) : error;
}
