import { t } from "../i18n/index";
import { apiUrl } from "../net/client";
import { browserSubscription, handWordsAgain, personDevice, PushRefusal, pushSupport, registerForPlayer, stopForPlayer } from "../net/push";
import { savedPlayer, savePlayer } from "../net/storage";
import { AccountRefusal } from "../player/api";
import { clear, el } from "../ui/dom";

/**
 * "Tell me when it's my turn": the offer of Web Push for the seat this browser holds. It asks
 * nothing on its own: the browser's permission prompt comes only from a click on its button.
 * Signed in, the device is subscribed for its player, once for every table of theirs
 * (docs/protocol.md, "Push to the person"); otherwise the subscription goes with the seat's
 * key, and the browser keeps which tables it subscribed (localStorage). iOS delivers pushes
 * only to an app added to the home screen: there the offer says so.
 *
 * The words the service worker shows are handed to it (net/push.ts), in the page's language.
 */
export interface PushOffer {
  readonly node: HTMLElement;
  /** Shows the offer for this seat (`seatKey`), or hides it (null: no seat here). */
  show(seatKey: string | null): void;
  relabel(): void;
}

const KEPT = (tableId: string) => `tablee.push.${tableId}`;

type Shown = "hidden" | "offer" | "on" | "on-player" | "blocked" | "home-screen" | "failed" | "no-service" | "busy";

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
    if (shown === "on" || shown === "on-player") {
      const stop = el("button", { type: "button", "data-action": "push-off", text: t(shown === "on" ? "push.stop" : "push.stopPlayer") });
      stop.addEventListener("click", () => void unsubscribe());
      return void node.append(text(shown === "on" ? "push.on" : "push.onPlayer"), stop);
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

  /** For the signed-in player, every table of theirs; false when this device turns out signed out. */
  async function forPlayer(subscription: PushSubscription): Promise<boolean> {
    try {
      await registerForPlayer(subscription);
      return true;
    } catch (error) {
      if (!(error instanceof AccountRefusal && error.code === "signed-out")) throw error;
      savePlayer(null);
      return false;
    }
  }

  async function forSeat(subscription: PushSubscription): Promise<void> {
    const answer = await fetch(apiUrl(`/api/tables/${encodeURIComponent(tableId)}/push`), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ seatKey, subscription: subscription.toJSON() }),
    });
    if (!answer.ok) throw new Error(`subscribe: ${answer.status}`);
    localStorage.setItem(KEPT(tableId), subscription.endpoint);
  }

  async function subscribe(): Promise<void> {
    if (seatKey === null) return;
    set("busy");
    try {
      const subscription = await browserSubscription();
      if (savedPlayer() !== null && (await forPlayer(subscription))) return set("on-player");
      await forSeat(subscription);
      set("on");
    } catch (error) {
      const kind = error instanceof PushRefusal ? error.kind : "failed";
      set(kind === "dismissed" ? "offer" : kind);
    }
  }

  async function unsubscribe(): Promise<void> {
    if (shown === "on-player") {
      const device = personDevice();
      set("offer");
      if (device !== null) await stopForPlayer(device).catch(() => undefined);
      return;
    }
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
      if (next === "on" || next === "on-player") handWordsAgain();
    },
    relabel: render,
  };
}

function initial(tableId: string): Shown {
  const support = pushSupport();
  if (support === "unsupported") return "hidden";
  if (support !== "ok") return support;
  if (Notification.permission !== "granted") return "offer";
  if (savedPlayer() !== null && personDevice() !== null) return "on-player";
  return localStorage.getItem(KEPT(tableId)) !== null ? "on" : "offer";
}

/** Calls `tell` now and whenever the page is shown or hidden; returns what stops it. */
export function tellVisibility(tell: () => void): () => void {
  tell();
  document.addEventListener("visibilitychange", tell);
  return () => document.removeEventListener("visibilitychange", tell);
}
