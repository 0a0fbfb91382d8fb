/**
 * Three kinds of address: the lobby `/`, the invite link `/#/table/<tableId>` (take a free
 * seat, or offer to watch when none is free) and the watch link `/#/watch/<tableId>`
 * (spectate directly). Links live in the hash because the game server serves only static
 * files (server/src/http.ts); path links `/t/<id>` and `/t/<id>?watch` are read too, for a
 * server that serves index.html on those paths.
 */
export type Route = { kind: "lobby" } | { kind: "table"; tableId: string; watch: boolean };

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function parseRoute(url: URL = new URL(location.href)): Route {
  const watch = url.searchParams.has("watch");
  const path = url.pathname.match(/^\/t\/([^/]+)\/?$/);
  if (path && ID.test(path[1])) return { kind: "table", tableId: path[1], watch };
  const hash = url.hash.match(/^#\/(table|watch)\/([^/?]+)/);
  if (hash && ID.test(hash[2])) return { kind: "table", tableId: hash[2], watch: watch || hash[1] === "watch" };
  return { kind: "lobby" };
}

export function tablePath(tableId: string, watch = false): string {
  return `/#/${watch ? "watch" : "table"}/${encodeURIComponent(tableId)}`;
}

export function inviteLink(tableId: string): string {
  return location.origin + tablePath(tableId);
}

export function watchLink(tableId: string): string {
  return location.origin + tablePath(tableId, true);
}

const listeners = new Set<(route: Route) => void>();

export function onRouteChange(listener: (route: Route) => void): void {
  listeners.add(listener);
}

/** Moves without reloading; `replace` keeps the history clean when a join redirects. */
export function navigate(path: string, replace = false): void {
  if (replace) history.replaceState(null, "", path);
  else history.pushState(null, "", path);
  const route = parseRoute();
  for (const listener of listeners) listener(route);
}

addEventListener("popstate", () => {
  const route = parseRoute();
  for (const listener of listeners) listener(route);
});
