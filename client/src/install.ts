/**
 * Registers the service worker that vite-plugin-pwa builds (sw.js: the app's files, precached,
 * so the installed app opens at once), after the page has loaded so it never competes with it.
 * A registration that fails (the server is restarting, the line is down) is tried again by the
 * next page load: it must not surface as an error of this one.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  answerServiceWorker();
  addEventListener("load", () => {
    navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL }).catch(() => undefined);
  });
}

/**
 * A notification's click (public/push-sw.js) looks for a tab of its table: the worker sees a
 * tab's address as the page loaded it, without the routes the page took since, so it asks each
 * tab where it is, and tells the one it picks where to go.
 */
function answerServiceWorker(): void {
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<{ type?: string; url?: string }>) => {
    if (event.data?.type === "tablee-where") event.ports[0]?.postMessage(location.href);
    if (event.data?.type === "tablee-go" && typeof event.data.url === "string") {
      const next = new URL(event.data.url, location.href);
      if (next.origin === location.origin && next.href !== location.href) location.assign(next.href);
    }
  });
  // Messages wait until this (addEventListener alone does not start them).
  navigator.serviceWorker.startMessages();
}
