import type { Room } from "@colyseus/sdk";
import { aGame } from "@tablee/shared";
import type { Child } from "./server-process.ts";
import { fullTable, waitForState } from "./server-harness.ts";
import { viewsOf } from "./table-play.ts";

/** A started table (of two seats, of the registry's first game two may play, unless told); every notice each seat hears is kept. */
export async function startedTable(url: string, game: string = aGame({ plays: 2 }).facts.id, seats = 2): Promise<{ rooms: Room[]; notices: string[][] }> {
  const rooms = await fullTable({ url }, game, seats, { options: { seats } });
  const notices = rooms.map((room) => {
    const heard: string[] = [];
    room.onMessage("notice", (notice: { code: string }) => heard.push(notice.code));
    return heard;
  });
  rooms[0].send("start", {});
  await Promise.all(rooms.map((room) => waitForState(room, (s: any) => s.phase === "playing" && s.board !== undefined, "the start")));
  return { rooms, notices };
}

export interface Tried {
  /** "accepted", or the code of the error the seat got. */
  answer: string;
  seat: number;
  action: unknown;
}

/**
 * One legal action of a seat that may act: the server either accepts it (the table's move
 * count grows on every seat's state) or refuses it (an error to the sender).
 */
export async function tryMove(rooms: Room[]): Promise<Tried> {
  // Under the 20 messages a second a client may send.
  await new Promise((resolve) => setTimeout(resolve, 60));
  const seat = rooms.findIndex((room, s) => viewsOf(room, s).legal.length > 0);
  if (seat < 0) throw new Error(`nobody may act (phase ${(rooms[0].state as any).phase}, move ${(rooms[0].state as any).moves})`);
  const room = rooms[seat];
  const action = viewsOf(room, seat).legal[0];
  const before = (room.state as any).moves as number;
  const offs: (() => void)[] = [];
  const answer = await new Promise<string>((resolve) => {
    offs.push(room.onMessage("error", (error: { code: string }) => resolve(error.code)));
    const seen = new Set<Room>();
    for (const r of rooms) {
      const check = (state: any): void => {
        if (state.moves > before) seen.add(r);
        if (seen.size === rooms.length) resolve("accepted");
      };
      r.onStateChange(check);
      offs.push(() => r.onStateChange.remove(check));
    }
    const timer = setTimeout(() => resolve("no answer"), 15_000);
    offs.push(() => clearTimeout(timer));
    room.send("action", action);
  });
  for (const off of offs) off();
  return { answer, seat, action };
}

/** How a server process that must refuse to start ends: its exit code and its output's lines. */
export async function refusal(child: Child): Promise<{ code: number | null; lines: string[] }> {
  let timer: NodeJS.Timeout | undefined;
  const code = await Promise.race([child.exited, new Promise<"running">((resolve) => (timer = setTimeout(() => resolve("running"), 20_000)))]);
  clearTimeout(timer);
  if (code === "running") throw new Error(`the server kept running: ${child.output()}`);
  return { code, lines: child.output().split("\n").filter((line) => line.trim() !== "") };
}

/** The server's log lines whose message starts with `message`. */
export function logged(server: Child, message: string): Record<string, unknown>[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => String(line.msg).startsWith(message));
}
