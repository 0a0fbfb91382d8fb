import { matchMaker } from "@colyseus/core";
import type { StoreHealth } from "../store/health.js";
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
