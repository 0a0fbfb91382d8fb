import { gameIds } from "@tablee/shared";
import { t } from "../i18n/index";
import { account } from "../player/api";
import { apiUrl } from "./client";

/**
 * Web Push in the page (docs/protocol.md, "Push"), whoever asks for it: the table's "Tell me
 * when it's my turn" and the player's page. The permission prompt comes only from a click;
 * the browser subscribes through the service worker with the server's VAPID key. A signed-in
 * player's device subscribes once for every table of theirs (`/api/me/push`), and this
 * browser keeps the handle the server gave it, to know itself in the player's list of devices.
 */

/** What the browser allows before any click: push, nothing (iOS outside the home screen: say so), or blocked. */
export type PushSupport = "ok" | "unsupported" | "home-screen" | "blocked";

export function pushSupport(): PushSupport {
  const supported = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (!supported) return onIos() && !standalone() ? "home-screen" : "unsupported";
  return Notification.permission === "denied" ? "blocked" : "ok";
}

/** Why a subscription did not come: the person said no (or closed the prompt), no push service, or anything else. */
export class PushRefusal extends Error {
  constructor(readonly kind: "blocked" | "dismissed" | "no-service" | "failed") {
    super(kind);
  }
}

/** Asks the permission (from a click), then the push service, through the service worker; hands it the words. */
export async function browserSubscription(): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new PushRefusal(permission === "denied" ? "blocked" : "dismissed");
  try {
    const registration = await navigator.serviceWorker.ready;
    const { publicKey } = (await (await fetch(apiUrl("/api/push/key"))).json()) as { publicKey: string };
    const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
    handWords(registration);
    return subscription;
  } catch (error) {
    throw new PushRefusal(noPushService(error) ? "no-service" : "failed");
  }
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
export function handWords(registration: ServiceWorkerRegistration): void {
  const words: Record<string, string> = {};
  for (const key of ["push.title", "push.turn", "push.clock", "push.over", "push.rematch", "push.circle", "push.more", ...gameIds.map((id) => `game.${id}`)]) words[key] = t(key);
  registration.active?.postMessage({ type: "push-words", words });
}

/** The worker gets the words again (the page's language may have changed since) when this browser is subscribed. */
export function handWordsAgain(): void {
  if ("serviceWorker" in navigator) void navigator.serviceWorker.ready.then(handWords).catch(() => undefined);
}

const PERSON_KEY = "tablee.push.person";

/** This device's subscription for its player: the server's handle for it, and its endpoint. */
export interface PersonDevice {
  id: string;
  endpoint: string;
}

export function personDevice(): PersonDevice | null {
  try {
    const kept = JSON.parse(localStorage.getItem(PERSON_KEY) ?? "null") as Partial<PersonDevice> | null;
    return typeof kept?.id === "string" && typeof kept.endpoint === "string" ? { id: kept.id, endpoint: kept.endpoint } : null;
  } catch {
    return null;
  }
}

export function savePersonDevice(device: PersonDevice | null): void {
  try {
    if (device === null) localStorage.removeItem(PERSON_KEY);
    else localStorage.setItem(PERSON_KEY, JSON.stringify(device));
  } catch {
    // Storage refused (private mode): the device is still told; the page will not know it as itself.
  }
}

/** This device told of every table of the signed-in player (and their circles' new tables); its handle. */
export async function allowForPlayer(): Promise<PersonDevice> {
  return registerForPlayer(await browserSubscription());
}

/** A subscription this browser made, sent for its player; the handle kept here. */
export async function registerForPlayer(subscription: PushSubscription): Promise<PersonDevice> {
  const { id } = await account<{ id: string }>("POST", "/api/me/push", { subscription: subscription.toJSON() });
  const device = { id, endpoint: subscription.endpoint };
  savePersonDevice(device);
  return device;
}

/** This device is no longer told of the player's tables. */
export async function stopForPlayer(device: PersonDevice): Promise<void> {
  await account("DELETE", `/api/me/push/${encodeURIComponent(device.id)}`);
  savePersonDevice(null);
}
