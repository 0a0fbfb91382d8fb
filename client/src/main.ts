import type { Room } from "@colyseus/sdk";
import "./styles.css";
import { t } from "./i18n/index";
import { registerServiceWorker } from "./install";
import { mountLobby } from "./lobby/lobby";
import { keepSeatKeyFromLink } from "./net/storage";
import { mountEnter } from "./table/enter";
import { navigate, onRouteChange, parseRoute, replaceAddress, tablePath, type Route } from "./router";

const root = document.getElementById("app")!;
let unmount: (() => void) | null = null;
/** Counts the pages shown: a chunk that arrives after its page was left is not mounted. */
let shown = 0;
// A table created from the lobby is already joined: the table page takes this room over.
let handOver: Room | null = null;

/**
 * The lobby and the invitation (table/enter.ts) are in the first bundle; the table view, the
 * SDK, Pixi, the game's renderer, the replay and the player's and circles' pages (with the
 * passkeys' library) are chunks of their own, fetched when a join starts or their address is opened.
 */
function show(route: Route): void {
  unmount?.();
  unmount = null;
  const page = ++shown;
  const mount = (next: () => () => void) => {
    if (page === shown) unmount = next();
  };
  const failed = () => {
    if (page === shown) root.textContent = t("error.load");
  };
  if (route.kind === "lobby") {
    mount(() =>
      mountLobby({
        root,
        enter(room) {
          handOver = room;
          navigate(tablePath(room.roomId));
        },
      }),
    );
    return;
  }
  if (route.kind === "player" || route.kind === "device" || route.kind === "circle" || route.kind === "circle-invite") {
    // A used device link is no page to come back to: the lobby takes its place in the history.
    const toLobby = () => navigate("/", route.kind === "device");
    const enter = (room: Room) => {
      handOver = room;
      navigate(tablePath(room.roomId));
    };
    void import("./player/route").then(({ mountPlayerRoute }) => mount(() => mountPlayerRoute({ root, route, toLobby, enter, navigate })), failed);
    return;
  }
  if (route.kind === "replay") {
    void import("./replay/replay").then(({ mountReplay }) => mount(() => mountReplay({ root, tableId: route.tableId, game: route.game, navigate })), failed);
    return;
  }
  if (route.seatKey) {
    // A "continue on another device" link: keep the key, and never leave it on screen or in the history.
    keepSeatKeyFromLink(route.tableId, route.seatKey);
    replaceAddress(tablePath(route.tableId));
  }
  const room = handOver && handOver.roomId === route.tableId ? handOver : null;
  handOver = null;
  mount(() => mountEnter({ root, tableId: route.tableId, watch: route.watch, room, exit: () => navigate("/") }));
}

onRouteChange(show);
show(parseRoute());
registerServiceWorker();
