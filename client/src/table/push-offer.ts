import { gameIds } from "@tablee/shared";
import { t } from "../i18n/index";
import { apiUrl } from "../net/client";
import { clear, el } from "../ui/dom";

/**
 * "Tell me when it's my turn": the offer of Web Push for the seat this browser holds. It asks
 * nothing on its own: the browser's permission prompt comes only from a click on its button.
 * It subscribes through the service worker and sends the subscription with the seat's key
 * (docs/protocol.md, "Push"); the browser keeps which tables it subscribed (localStorage).
 * iOS delivers pushes only to an app added to the home screen: there the offer says so.
 *
 * The words the service worker shows are handed to it (`push-words`), in the page's language.
 */
export interface PushOffer {
  readonly node: HTMLElement;
  /** Shows the offer for this seat (`seatKey`), or hides it (null: no seat here). */
  show(seatKey: string | null): void;
  relabel(): void;
}

const KEPT = (tableId: string) => `tablee.push.${tableId}`;

type Shown = "hidden" | "offer" | "on" | "blocked" | "home-screen" | "failed" | "no-service" | "busy";

export function pushOffer(tableId: string): PushOffer {
  const node = el("div", { class: "push-offer", hidden: true });
  let seatKey: string | null = null;
  let shown: Shown = "hidden";

  const render = (): void => {
    clear(node);
    node.hidden = shown === "hidden";
    if (shown === "hidden") return;
    const text = (key: string) => el("p", { class: "push-status", role: "status", text: t(key) });
    if (shown === "home-screen") return void node.append(text("push.homeScreen"));
    if (shown === "blocked") return void node.append(text("push.blocked"));
    // No push service behind this browser (Chromium built without one, some privacy setups):
    // trying again cannot help, so no button; the tab's title and sound remain.
    if (shown === "no-service") return void node.append(text("push.noService"));
    if (shown === "on") {
      const stop = el("button", { type: "button", "data-action": "push-off", text: t("push.stop") });
      stop.addEventListener("click", () => void unsubscribe());
      return void node.append(text("push.on"), stop);
    }
    const ask = el("button", { type: "button", "data-action": "push-on", disabled: shown === "busy", text: t("push.offer") });
    ask.addEventListener("click", () => void subscribe());
    node.append(ask);
    if (shown === "failed") node.append(text("push.failed"));
  };
  const set = (next: Shown): void => {
    shown = next;
    render();
  };

  async function subscribe(): Promise<void> {
    if (seatKey === null) return;
    set("busy");
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") return set(permission === "denied" ? "blocked" : "offer");
      const registration = await navigator.serviceWorker.ready;
      const { publicKey } = (await (await fetch(apiUrl("/api/push/key"))).json()) as { publicKey: string };
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
      const answer = await fetch(apiUrl(`/api/tables/${encodeURIComponent(tableId)}/push`), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ seatKey, subscription: subscription.toJSON() }),
      });
      if (!answer.ok) throw new Error(`subscribe: ${answer.status}`);
      localStorage.setItem(KEPT(tableId), subscription.endpoint);
      handWords(registration);
      set("on");
    } catch (error) {
      set(noPushService(error) ? "no-service" : "failed");
    }
  }

  async function unsubscribe(): Promise<void> {
    const endpoint = localStorage.getItem(KEPT(tableId));
    localStorage.removeItem(KEPT(tableId));
    set("offer");
    if (endpoint === null || seatKey === null) return;
    await fetch(apiUrl(`/api/tables/${encodeURIComponent(tableId)}/push`), {
      method: "DELETE",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ seatKey, endpoint }),
    }).catch(() => undefined);
  }

  return {
    node,
    show(key) {
      seatKey = key;
      if (key === null) return set("hidden");
      if (shown !== "hidden" && shown !== "home-screen") return;
      const next = initial(tableId);
      set(next);
      // The words may have changed since (another language): the worker gets them again.
      if (next === "on") void navigator.serviceWorker.ready.then(handWords);
    },
    relabel: render,
  };
}

function initial(tableId: string): Shown {
  const supported = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (!supported) return onIos() && !standalone() ? "home-screen" : "hidden";
  if (Notification.permission === "denied") return "blocked";
  return localStorage.getItem(KEPT(tableId)) !== null && Notification.permission === "granted" ? "on" : "offer";
}

/**
 * The browser has no push service to reach: its subscribe fails with AbortError ("push
 * service not available") or NotSupportedError, whatever the page does.
 */
function noPushService(error: unknown): boolean {
  return error instanceof DOMException && (error.name === "AbortError" || error.name === "NotSupportedError");
}

function onIos(): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
}

function standalone(): boolean {
  return matchMedia("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true;
}

/** The notification's words in the page's language, kept by the service worker (client/public/push-sw.js). */
function handWords(registration: ServiceWorkerRegistration): void {
  const words: Record<string, string> = {};
  for (const key of ["push.title", "push.turn", "push.clock", "push.over", "push.rematch", "push.more", ...gameIds.map((id) => `game.${id}`)]) words[key] = t(key);
  registration.active?.postMessage({ type: "push-words", words });
}

/** Calls `tell` now and whenever the page is shown or hidden; returns what stops it. */
export function tellVisibility(tell: () => void): () => void {
  tell();
  document.addEventListener("visibilitychange", tell);
  return () => document.removeEventListener("visibilitychange", tell);
}
