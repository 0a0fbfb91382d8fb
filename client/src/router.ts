import { parseRoute as parse, seatKeyLink, tablePath, type Route } from "./routes";

export { circlePath, replayPath, tablePath, type Route } from "./routes";

/** The route of the address in the address bar (or of `url`). */
export function parseRoute(url: URL = new URL(location.href)): Route {
  return parse(url);
}

export function inviteLink(tableId: string): string {
  return location.origin + tablePath(tableId);
}

export function watchLink(tableId: string): string {
  return location.origin + tablePath(tableId, true);
}

export function deviceLink(tableId: string, key: string): string {
  return seatKeyLink(location.origin, tableId, key);
}

const listeners = new Set<(route: Route) => void>();

function announce(): void {
  const route = parseRoute();
  for (const listener of listeners) listener(route);
}

export function onRouteChange(listener: (route: Route) => void): void {
  if (listeners.size === 0) addEventListener("popstate", announce);
  listeners.add(listener);
}

/** Moves without reloading; `replace` keeps the history clean when a join redirects. */
export function navigate(path: string, replace = false): void {
  if (replace) history.replaceState(null, "", path);
  else history.pushState(null, "", path);
  announce();
}

/** Puts `path` in the address bar and the history entry without going anywhere. */
export function replaceAddress(path: string): void {
  history.replaceState(null, "", path);
}
