import type { Room } from "@colyseus/sdk";

/**
 * Resolves once the room's synced state passes `check` (at once if it already does), or fails
 * after `ms` naming `what`. A state still being decoded may lack a field: that is "not yet".
 */
export function stateReached<S>(room: Room<any, S>, check: (state: S) => boolean, what: string, ms: number): Promise<void> {
  const test = (state: S | undefined): boolean => {
    try {
      return state !== undefined && check(state);
    } catch {
      return false;
    }
  };
  return new Promise((resolve, reject) => {
    if (test(room.state)) return resolve();
    const timer = setTimeout(() => {
      room.onStateChange.remove(handler);
      reject(new Error(`timed out waiting for ${what}`));
    }, ms);
    const handler = (state: S): void => {
      if (!test(state)) return;
      clearTimeout(timer);
      room.onStateChange.remove(handler);
      resolve();
    };
    room.onStateChange(handler);
  });
}
