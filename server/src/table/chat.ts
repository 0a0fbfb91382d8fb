import type { Client } from "@colyseus/core";
import type { ArraySchema } from "@colyseus/schema";
import { RuleError } from "@tablee/shared";
import { cleanLine, isWellFormed } from "../limits/text.js";
import type { Steps } from "../steps.js";
import { ChatLine, type Member } from "./state.js";
import type { Table } from "./table.js";

export const CHAT_MAX = 200;
export const CHAT_KEEP = 50;
/** At most CHAT_BURST lines per CHAT_WINDOW_MS from one member. */
export const CHAT_BURST = 5;
export const CHAT_WINDOW_MS = 5_000;

/**
 * The table's chat: text cleaned and limited, a per-member rate, the last lines kept. A line
 * is checked and made by `say`, stored by the table's commit, then shown by `post`.
 */
export class Chat {
  private readonly times = new Map<string, number[]>();
  private seq = 0;

  constructor(private readonly lines: ArraySchema<ChatLine>) {}

  /** The line to post, or throws the RuleError its author gets. */
  say(sessionId: string, member: Member, raw: string, now: number): ChatLine {
    if (!isWellFormed(raw)) throw new RuleError("bad-message", "a chat line must be valid Unicode text");
    const text = cleanLine(raw);
    if (text.length === 0 || [...text].length > CHAT_MAX) {
      throw new RuleError("bad-message", `a chat line has 1 to ${CHAT_MAX} characters`);
    }
    const recent = (this.times.get(sessionId) ?? []).filter((t) => now - t < CHAT_WINDOW_MS);
    if (recent.length >= CHAT_BURST) throw new RuleError("chat-too-fast", `at most ${CHAT_BURST} lines per 5 seconds`);
    recent.push(now);
    this.times.set(sessionId, recent);
    return new ChatLine({ id: ++this.seq, name: member.name, seat: member.seat, spectator: member.spectator, text, at: now });
  }

  /** The lines the table keeps once `next` is posted (what the store writes first). */
  kept(next?: ChatLine): ChatLine[] {
    const all = next ? [...this.lines, next] : [...this.lines];
    return all.slice(-CHAT_KEEP);
  }

  /** Shows a line (a restored one too: the next line's id follows it). */
  post(line: ChatLine): void {
    this.seq = Math.max(this.seq, line.id);
    this.lines.push(line);
    if (this.lines.length > CHAT_KEEP) this.lines.splice(0, this.lines.length - CHAT_KEEP);
  }

  forget(sessionId: string): void {
    this.times.delete(sessionId);
  }
}

/** `chat`: a member's line, stored before it is shown. */
export function* say(table: Pick<Table, "chat" | "members" | "commit">, client: Client, text: string): Steps<void> {
  const line = table.chat.say(client.sessionId, table.members.of(client), text, Date.now());
  yield* table.commit({ line, apply: () => table.chat.post(line) });
}
