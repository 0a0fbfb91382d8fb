import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const server = process.env.TABLEE_SERVER ?? "http://127.0.0.1:2567";

/**
 * TABLEE_EXTRA_GAMES (the tests' own game: server/src/games/added.ts): each folder's
 * client/entry.ts takes its place in src/games/added.ts, whose shipped list is empty.
 */
function addedGames(): Plugin {
  const folders = (process.env.TABLEE_EXTRA_GAMES ?? "").split(",").map((f) => f.trim()).filter((f) => f !== "");
  const list = fileURLToPath(new URL("src/games/added.ts", import.meta.url));
  return {
    name: "tablee-added-games",
    load(id) {
      if (folders.length === 0 || id !== list) return null;
      const imports = folders.map((folder, i) => `import { added as game${i} } from ${JSON.stringify(join(folder, "client", "entry.ts"))};`);
      return `${imports.join("\n")}\nexport const addedGames = [${folders.map((_, i) => `game${i}`).join(", ")}];\n`;
    },
  };
}

export default defineConfig({
  plugins: [
    addedGames(),
    // Installable, and the app's shell opens from the cache: a service worker (workbox's
    // generateSW) precaches the built files only. Game state goes over the WebSocket and the
    // replays over /api, neither of which a precache-only worker touches; navigations to the
    // server's own paths are left to the network.
    VitePWA({
      registerType: "autoUpdate",
      // Registered by src/install.ts, which keeps a failed registration (server away) quiet.
      injectRegister: false,
      includeAssets: ["icons/icon.svg", "icons/apple-touch-icon.png"],
      manifest: {
        name: "Tablée",
        short_name: "Tablée",
        description: "DOG, Deathtrap Dungeon, Dog Eat Dog and Frontline with friends, in the browser.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#17352a",
        theme_color: "#17352a",
        icons: [
          { src: "icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        navigateFallback: "index.html",
        navigateFallbackDenylist: [/^\/colyseus/, /^\/api\//, /^\/healthz/],
        // Pixi's chunk is the largest: above it, workbox would silently leave it out.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        // Web Push's push and notificationclick handlers (public/push-sw.js).
        importScripts: ["push-sw.js"],
      },
    }),
  ],
  resolve: {
    // Bundle the rules package from its TypeScript sources (types and drawing helpers only).
    alias: { "@tablee/shared": fileURLToPath(new URL("../shared/src/index.ts", import.meta.url)) },
  },
  server: {
    host: "127.0.0.1",
    port: 5173,
    // `npm run dev`: the client talks to `/colyseus` on its own origin (see src/net/client.ts),
    // which this forwards, HTTP and WebSocket alike, to the local game server.
    proxy: {
      "/colyseus": {
        target: server,
        ws: true,
        changeOrigin: true,
        rewrite: (path) => path.replace(/^\/colyseus/, ""),
      },
    },
  },
  build: {
    outDir: "dist",
    target: "es2022",
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // The rules package is pure (no module does anything on import): a page takes from it
      // only what it uses, not every game's rules, bots and random source behind the barrel.
      treeshake: { moduleSideEffects: [{ test: /[\\/]shared[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
});
