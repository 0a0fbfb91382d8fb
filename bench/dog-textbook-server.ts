/**
 * The textbook DOG rooms in a process of their own (`node bench/dog-textbook-server.ts`, PORT and
 * HOST from the environment), for the server bench (bench/dog-textbook.ts): `per-move` sends a patch
 * after each move, `tick` at Colyseus's default patch rate. Only @colyseus/core and
 * @colyseus/ws-transport, with their defaults and Node's, as bench/reference-server.ts.
 */
import { Server } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { TextbookDogRoom, TextbookDogRoomPerMove } from "./dog-textbook-room.ts";

const server = new Server({ transport: new WebSocketTransport(), greet: false });
server.define("per-move", TextbookDogRoomPerMove);
server.define("tick", TextbookDogRoom);
await server.listen(Number(process.env.PORT ?? 2567), process.env.HOST ?? "127.0.0.1");
