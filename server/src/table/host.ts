import { RuleError } from "@tablee/shared";
import type { TableState } from "./state.js";
import type { Notice } from "./table.js";

/** Everybody hears who hosts now. */
export function hostChanged(name: string): Notice {
  return { code: "host-changed", message: `${name} is now the host`, name };
}

/**
 * The host: the member (by session) who sets the table up, starts and rematches. Only a
 * person in a seat holds the role: a host who leaves or stands up passes it to another
 * seated member, connected first, or to nobody; a vacant role goes to the next person who
 * sits down. A spectator, or anyone standing, never holds it. After a restart the stored
 * host's name is awaited and takes the role back on joining.
 */
export class Host {
  /** The stored host's name while the host is not back after a restart. */
  private awaited = "";

  constructor(private readonly state: TableState) {}

  /** The host's name as the store keeps it (the awaited one's while they are not back). */
  get name(): string {
    return this.state.members.get(this.state.host)?.name ?? this.awaited;
  }

  /** After a restart, the role waits for the stored host. */
  await(name: string): void {
    this.awaited = name;
  }

  /**
   * Whether a member taking a seat under `name` (by joining, or sitting down) takes the role:
   * nobody holds it, and the awaited host is them or nobody. A spectator never does.
   */
  claims(name: string, seated: boolean): boolean {
    const claims = seated && this.state.host === "" && (this.awaited === "" || this.awaited === name);
    if (claims) this.awaited = "";
    return claims;
  }

  /** The member who claimed the role (`claims`) takes it, once the change is stored. */
  take(sessionId: string): void {
    this.state.host = sessionId;
  }

  require(sessionId: string): void {
    if (this.state.host !== sessionId) throw new RuleError("not-host", "only the host can do that");
  }

  /**
   * The host's seat went on in another tab or device: the role waits for them, who join next.
   * Left on the departed session, nobody would hold it (a join takes an empty host role only).
   */
  movedAway(sessionId: string, name: string): void {
    if (this.state.host !== sessionId) return;
    this.awaited = name;
    this.state.host = "";
  }

  /**
   * A member left, or gets up from their seat: if they were the host, the role passes on.
   * Returns the notice of the new host, to tell once the change is stored (none: no new host).
   */
  left(sessionId: string): Notice[] {
    return this.state.host === sessionId ? this.pass(sessionId) : [];
  }

  /** Somebody held since a restart did not come back: if the role awaited them, it passes on to whoever is here. */
  notBack(name: string): Notice[] {
    if (name !== this.awaited) return [];
    this.awaited = "";
    return this.pass();
  }

  /** The role to a member in a seat (not `except`), connected before away; to nobody when none is. */
  private pass(except?: string): Notice[] {
    const candidates = [...this.state.members.entries()].filter(([id, m]) => m.seat >= 0 && id !== except).sort(([, a], [, b]) => Number(!a.connected) - Number(!b.connected));
    const next = candidates[0];
    this.state.host = next ? next[0] : "";
    return next ? [hostChanged(next[1].name)] : [];
  }
}
