import { RuleError } from "@tablee/shared";
import type { Member, TableState } from "./state.js";

/** A notice told once the change that made it is stored. */
export type Told = () => void;

const nothing: Told = () => undefined;

/**
 * The host: the member (by session) who sets the table up, starts and rematches. After a
 * restart the stored host's name is awaited and takes the role back on joining; a host who
 * leaves passes it on, seat holders first.
 */
export class Host {
  /** The stored host's name while the host is not back after a restart. */
  private awaited = "";

  constructor(
    private readonly state: TableState,
    private readonly tell: (name: string) => void,
  ) {}

  /** The host's name as the store keeps it (the awaited one's while they are not back). */
  get name(): string {
    return this.state.members.get(this.state.host)?.name ?? this.awaited;
  }

  /** After a restart, the role waits for the stored host. */
  await(name: string): void {
    this.awaited = name;
  }

  /** Whether a member joining under `name` takes the role: nobody holds it, and the awaited host is them or nobody. */
  claims(name: string): boolean {
    const claims = this.state.host === "" && (this.awaited === "" || this.awaited === name);
    if (claims) this.awaited = "";
    return claims;
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

  /** A member left: if they were the host, the role passes on. */
  left(sessionId: string): Told {
    return this.state.host === sessionId ? this.pass() : nothing;
  }

  /** Somebody held since a restart did not come back: if the role awaited them, it passes on to whoever is here. */
  notBack(name: string): Told {
    if (name !== this.awaited) return nothing;
    this.awaited = "";
    return this.state.members.size > 0 ? this.pass() : nothing;
  }

  /** The role to the first member: seat holders, then players standing, then spectators; connected before away. */
  private pass(): Told {
    const candidates = [...this.state.members.entries()].sort(([, a], [, b]) => rank(a) - rank(b));
    const next = candidates[0];
    this.state.host = next ? next[0] : "";
    return () => {
      if (next) this.tell(next[1].name);
    };
  }
}

function rank(m: Member): number {
  return (m.seat >= 0 ? 0 : m.spectator ? 4 : 2) + (m.connected ? 0 : 1);
}
