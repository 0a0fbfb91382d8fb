/**
 * The textbook DOG rooms in a process of their own (`node bench/textbook-server.ts`, PORT and
 * HOST from the environment), for the server bench (bench/textbook.ts): `dog` sends a patch
 * after each move, `dog-tick` at Colyseus's default patch rate. Only @colyseus/core and
 * @colyseus/ws-transport, with their defaults and Node's, as bench/reference-server.ts.
 */
import { Server } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { TextbookDogRoom, TextbookDogRoomPerMove } from "./textbook-room.ts";

const server = new Server({ transport: new WebSocketTransport(), greet: false });
server.define("dog", TextbookDogRoomPerMove);
server.define("dog-tick", TextbookDogRoom);
await server.listen(Number(process.env.PORT ?? 2567), process.env.HOST ?? "127.0.0.1");
