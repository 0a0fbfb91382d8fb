/**
 * The bench's reference (`node bench/reference-server.ts`, PORT and HOST from the
 * environment): a default Colyseus room that does almost nothing per move, to measure what
 * the framework itself costs under the server bench's load (bench/reference.ts). Its state is
 * a counter and a short array; its patches go out at Colyseus's default patch rate; only
 * @colyseus/core and @colyseus/ws-transport, with their defaults and Node's.
 */
import { Room, Server, type Client } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { schema, t } from "@colyseus/schema";

/** The movers of the last few moves: enough for a patch to carry more than a number. */
const RECENT = 4;

const ReferenceState = schema(
  {
    moves: t.uint32().default(0),
    recent: t.array("uint8"),
  },
  "ReferenceState",
);

export class ReferenceRoom extends Room {
  override state = new ReferenceState();

  override onCreate(): void {
    this.onMessage("move", (client: Client) => {
      this.state.moves++;
      this.state.recent.push(this.clients.indexOf(client));
      if (this.state.recent.length > RECENT) this.state.recent.shift();
    });
  }
}

const server = new Server({ transport: new WebSocketTransport(), greet: false });
server.define("reference", ReferenceRoom);
await server.listen(Number(process.env.PORT ?? 2567), process.env.HOST ?? "127.0.0.1");
