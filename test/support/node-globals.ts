import { WebSocket } from "ws";

// Node 22+ has a global WebSocket, which @colyseus/core reads when a client reconnects
// (`client.readyState !== WebSocket.OPEN` in Room#_onJoin); Jest's node environment does not
// copy that global into a test's realm, so a reconnection failed there with "WebSocket is not
// defined" whenever the client came back inside its window. The `ws` class has the same
// constants.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
