import type { Room } from "@colyseus/sdk";
import "./styles.css";
import { mountLobby } from "./lobby/lobby";
import { navigate, onRouteChange, parseRoute, tablePath, type Route } from "./router";
import { mountEnter } from "./table/enter";

const root = document.getElementById("app")!;
let unmount: (() => void) | null = null;
// A table created from the lobby is already joined: the table page takes this room over.
let handOver: Room | null = null;

function show(route: Route): void {
  unmount?.();
  unmount = null;
  if (route.kind === "lobby") {
    unmount = mountLobby({
      root,
      enter(room) {
        handOver = room;
        navigate(tablePath(room.roomId));
      },
    });
    return;
  }
  const room = handOver && handOver.roomId === route.tableId ? handOver : null;
  handOver = null;
  unmount = mountEnter({ root, tableId: route.tableId, watch: route.watch, room, exit: () => navigate("/") });
}

onRouteChange(show);
show(parseRoute());
