/*
 * Web Push in the service worker: workbox's generated sw.js imports this file (vite.config.ts,
 * `importScripts`). A push shows one notification for all of Tablée's tables (its `tag`: a new
 * one replaces the last); a click opens the first table named, in a tab of that table if one is
 * open. The words come from the page, in its language (client/src/net/push.ts hands them
 * over); until a page has, the notification names the tables without them.
 */
const WORDS_CACHE = "tablee-push-words";
const WORDS_KEY = "/__tablee-push-words";

self.addEventListener("message", (event) => {
  if (event.data?.type !== "push-words" || typeof event.data.words !== "object") return;
  const kept = new Response(JSON.stringify(event.data.words), { headers: { "content-type": "application/json" } });
  event.waitUntil(caches.open(WORDS_CACHE).then((cache) => cache.put(WORDS_KEY, kept)));
});

async function pushWords() {
  try {
    const kept = await (await caches.open(WORDS_CACHE)).match(WORDS_KEY);
    return kept ? await kept.json() : {};
  } catch {
    return {};
  }
}

function fill(text, params) {
  return text.replace(/\{(\w+)\}/g, (whole, name) => params[name] ?? whole);
}

/**
 * One table's line: "Your turn at Ana's table: DOG with Bob, Cleo" (`host`: the host's name);
 * a circle's new table: "Ana opened a table for Friday games: Frontline" (`circle`: its name).
 */
function tableLine(words, table) {
  const game = words[`game.${table.game}`] ?? table.game;
  const template = words[`push.${table.kind}`] ?? (table.kind === "circle" ? "{circle}: {host}, {game}" : "{host}: {game}");
  return fill(template, { host: table.host || "Tablée", game, names: (table.names ?? []).join(", "), circle: typeof table.circle === "string" ? table.circle : "" });
}

self.addEventListener("push", (event) => {
  event.waitUntil(
    (async () => {
      let payload = {};
      try {
        payload = event.data?.json() ?? {};
      } catch {
        // Not ours to read: the notification still shows (a push must show one).
      }
      const words = await pushWords();
      const tables = Array.isArray(payload.tables) ? payload.tables : [];
      const lines = tables.map((table) => tableLine(words, table));
      await self.registration.showNotification(words["push.title"] ?? "Tablée", {
        body: lines.join("\n"),
        tag: typeof payload.tag === "string" ? payload.tag : "tablee",
        renotify: true,
        icon: new URL("icons/icon-192.png", self.registration.scope).href,
        data: { url: typeof payload.url === "string" ? payload.url : "/" },
      });
    })(),
  );
});

/** The table id an address of the page shows (`#/table/<id>`, `#/watch/<id>`), or null. */
function tableOf(address) {
  const match = /#\/(?:table|watch)\/([A-Za-z0-9_-]{1,64})/.exec(address);
  return match ? match[1] : null;
}

/** Where a tab is now (client/src/install.ts answers); a tab that does not answer soon is passed over. */
function whereIs(tab) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(tab.url), 1000);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(String(event.data));
    };
    tab.postMessage({ type: "tablee-where" }, [channel.port2]);
  });
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/", self.registration.scope).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const table = tableOf(url);
      const places = await Promise.all(tabs.map(whereIs));
      const open = table === null ? undefined : tabs.find((_, i) => tableOf(places[i]) === table);
      if (open === undefined) return void (await self.clients.openWindow(url));
      // A tab watching the table is taken to the seat.
      open.postMessage({ type: "tablee-go", url });
      await open.focus().catch(() => undefined);
    })(),
  );
});
