/**
 * Registers the service worker that vite-plugin-pwa builds (sw.js: the app's files, precached,
 * so the installed app opens at once), after the page has loaded so it never competes with it.
 * A registration that fails (the server is restarting, the line is down) is tried again by the
 * next page load: it must not surface as an error of this one.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  addEventListener("load", () => {
    navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL }).catch(() => undefined);
  });
}
