import type { Server } from "node:http";
import type { Socket } from "node:net";
import { refusal } from "../log.js";
import { budgetKey, type Trust } from "./address.js";
import { limits } from "./limits.js";

/**
 * Open connections per client address (IPv6: per /64), at most `connectionsPerAddress`:
 * a connection past it is closed at once, before a byte of it is read, so one address
 * cannot hold the process's open files.
 *
 * A trusted proxy's connection (TRUST_PROXY) carries many clients: those are not counted as
 * TCP connections; each WebSocket through it counts for the client address the proxy names
 * (`upgrade`), the one place where a proxied connection stays open for long.
 */
export class ConnectionCount {
  private readonly open = new Map<string, number>();

  constructor(private readonly trust: Trust) {}

  /** Counts every TCP connection that does not come from a trusted proxy. */
  watch(server: Server): void {
    server.on("connection", (socket: Socket) => {
      const peer = socket.remoteAddress ?? "";
      if (this.trust(peer, 0)) return;
      if (!this.take(budgetKey(peer), socket)) socket.destroy();
    });
  }

  /** A WebSocket through a trusted proxy, for the client it names; false when refused. */
  upgrade(socket: Socket, client: string): boolean {
    if (!this.trust(socket.remoteAddress ?? "", 0)) return true;
    return this.take(budgetKey(client), socket);
  }

  private take(key: string, socket: Socket): boolean {
    const count = this.open.get(key) ?? 0;
    if (count >= limits.connectionsPerAddress) {
      refusal("too-many-connections");
      return false;
    }
    this.open.set(key, count + 1);
    socket.once("close", () => {
      const left = (this.open.get(key) ?? 1) - 1;
      if (left <= 0) this.open.delete(key);
      else this.open.set(key, left);
    });
    return true;
  }
}
