import { t } from "../i18n/index";
import { notifyWanted, saveNotifyWanted, saveSoundMuted, soundMuted } from "../net/storage";
import { el } from "../ui/dom";
import type { TurnNews } from "./turn-alert";

/**
 * What tells a player, looking elsewhere, that the table waits for them: the tab's title and
 * icon while it is their turn, a short chime (muted by one switch, remembered), a vibration
 * on phones, and a system notification when the tab is hidden (asked once, from the bell).
 * The table feeds it `turnNews` (turn-alert.ts); the two switches go in its top bar.
 */
export class TurnAlerts {
  readonly node: HTMLElement;
  private readonly soundButton = el("button", { type: "button", class: "alert-switch alert-sound", "data-action": "mute" });
  private readonly bellButton = el("button", { type: "button", class: "alert-switch alert-bell", "data-action": "notify" });
  /**
   * Why the bell can do nothing here (notifications blocked for the site), said in the table's
   * panel where everyone reads it; the bell points to it (aria-describedby).
   */
  readonly blockedNote = el("p", { class: "field-hint notify-blocked", id: "notify-blocked", hidden: true });
  private baseTitle = document.title;
  private mine = false;
  private readonly icon = new TabIcon();
  private notification: Notification | null = null;
  private audio: AudioContext | null = null;
  private readonly onVisible = () => {
    if (document.visibilityState === "visible") this.closeNotification();
  };

  /** `game`: the game's name in the current language, for the notification. */
  constructor(private readonly game: () => string) {
    this.node = el("div", { class: "alert-switches" }, this.soundButton);
    this.soundButton.addEventListener("click", () => {
      saveSoundMuted(!soundMuted());
      this.relabel();
    });
    // Without the Notification API (most phones' browsers in a tab) the bell has nothing to do.
    if (typeof Notification !== "undefined") {
      this.node.appendChild(this.bellButton);
      this.bellButton.addEventListener("click", () => void this.toggleNotifications());
    }
    document.addEventListener("visibilitychange", this.onVisible);
    this.relabel();
  }

  /** The title the tab has when it is not the player's turn (the table's name). */
  setTitle(title: string): void {
    this.baseTitle = title;
    this.showTitle();
  }

  tell(news: TurnNews): void {
    if (news === null) return;
    this.mine = news !== "ended";
    this.showTitle();
    this.icon.mark(this.mine);
    if (news === "ended") this.closeNotification();
    if (news !== "began") return;
    if (!soundMuted()) {
      this.chime();
      navigator.vibrate?.([90, 60, 90]);
    }
    if (document.visibilityState === "hidden") this.notify();
  }

  relabel(): void {
    const muted = soundMuted();
    this.soundButton.replaceChildren(icon(muted ? SPEAKER_MUTED : SPEAKER));
    this.soundButton.setAttribute("aria-pressed", String(muted));
    this.soundButton.setAttribute("aria-label", t("alerts.mute"));
    this.soundButton.title = t("alerts.mute");
    const permission = typeof Notification === "undefined" ? "denied" : Notification.permission;
    const on = permission === "granted" && notifyWanted();
    this.bellButton.replaceChildren(icon(on ? BELL : BELL_OFF));
    this.bellButton.setAttribute("aria-pressed", String(on));
    this.bellButton.setAttribute("aria-label", t("alerts.notify"));
    this.bellButton.title = permission === "denied" ? t("alerts.notifyBlocked") : t("alerts.notify");
    // Not disabled: a disabled button is out of the keyboard's reach, and its tooltip of sight.
    const blocked = typeof Notification !== "undefined" && Notification.permission === "denied";
    this.bellButton.setAttribute("aria-disabled", String(blocked));
    this.blockedNote.hidden = !blocked;
    this.blockedNote.textContent = blocked ? t("alerts.notifyBlockedHere") : "";
    if (blocked) this.bellButton.setAttribute("aria-describedby", this.blockedNote.id);
    else this.bellButton.removeAttribute("aria-describedby");
    this.showTitle();
  }

  /** The tab as it was: the table is left. */
  dispose(): void {
    document.removeEventListener("visibilitychange", this.onVisible);
    this.closeNotification();
    this.mine = false;
    this.showTitle();
    this.icon.mark(false);
    void this.audio?.close().catch(() => undefined);
  }

  private showTitle(): void {
    document.title = this.mine ? `● ${t("alerts.yourTurn")} — ${this.baseTitle}` : this.baseTitle;
  }

  /** The bell: the permission is asked from this click only (browsers refuse it otherwise). */
  private async toggleNotifications(): Promise<void> {
    // Blocked: the panel's line says so; the browser would not ask again.
    if (Notification.permission === "denied") return;
    if (notifyWanted() && Notification.permission === "granted") {
      saveNotifyWanted(false);
    } else {
      const permission = Notification.permission === "default" ? await Notification.requestPermission() : Notification.permission;
      saveNotifyWanted(permission === "granted");
    }
    this.relabel();
  }

  private notify(): void {
    if (typeof Notification === "undefined" || Notification.permission !== "granted" || !notifyWanted()) return;
    this.closeNotification();
    try {
      // One per table and tab (`tag`): a newer turn replaces the older notice instead of piling up.
      const notification = new Notification(t("alerts.notification", { game: this.game() }), { tag: `tablee-turn-${location.hash}`, silent: soundMuted() });
      notification.onclick = () => {
        window.focus();
        notification.close();
      };
      this.notification = notification;
    } catch {
      // Some browsers allow notifications only from a service worker: the title and sound remain.
    }
  }

  private closeNotification(): void {
    this.notification?.close();
    this.notification = null;
  }

  /** Two short rising notes, made on the spot: no sound file to fetch. */
  private chime(): void {
    const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    try {
      this.audio ??= new Context();
      const audio = this.audio;
      // Created before any click on the page, a context starts suspended; the clicks that
      // took the seat usually let it resume.
      if (audio.state === "suspended") void audio.resume().catch(() => undefined);
      const at = audio.currentTime + 0.02;
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.type = "sine";
      tone.frequency.setValueAtTime(660, at);
      tone.frequency.setValueAtTime(880, at + 0.12);
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.18, at + 0.02);
      gain.gain.setValueAtTime(0.18, at + 0.2);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.32);
      tone.connect(gain).connect(audio.destination);
      tone.start(at);
      tone.stop(at + 0.34);
    } catch {
      // No audio output (or the browser refused it): the title and icon still say it.
    }
  }
}

// Line drawings (24 × 24) rather than emoji, which not every system can draw.
const SPEAKER = ["M4 9h4l5-4v14l-5-4H4z", "M16.5 9a4 4 0 0 1 0 6", "M19.5 6a8 8 0 0 1 0 12"];
const SPEAKER_MUTED = ["M4 9h4l5-4v14l-5-4H4z", "M16 9l6 6", "M22 9l-6 6"];
const BELL = ["M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z", "M10 20.5a2 2 0 0 0 4 0"];
const BELL_OFF = [...BELL, "M3 3l18 18"];

function icon(paths: readonly string[]): SVGSVGElement {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  for (const [name, value] of Object.entries({ viewBox: "0 0 24 24", width: "18", height: "18", fill: "none", stroke: "currentColor", "stroke-width": "2", "stroke-linecap": "round", "stroke-linejoin": "round", "aria-hidden": "true" }))
    svg.setAttribute(name, value);
  for (const d of paths) {
    const path = document.createElementNS(ns, "path");
    path.setAttribute("d", d);
    svg.appendChild(path);
  }
  return svg;
}

/**
 * The tab's icon with a dot while it is the player's turn: the page's own icon (whatever
 * index.html declares) drawn again with a red dot in its corner, then put back.
 */
class TabIcon {
  private originals: Map<HTMLLinkElement, string> | null = null;
  private dotted: Promise<string> | null = null;
  private wanted = false;

  mark(on: boolean): void {
    this.wanted = on;
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
    if (!on) {
      for (const [link, href] of this.originals ?? []) link.setAttribute("href", href);
      this.originals = null;
      return;
    }
    if (links.length === 0 || this.originals) return;
    // The attribute as written (a relative path stays relative), not the resolved address.
    const originals = new Map(links.map((link) => [link, link.getAttribute("href") ?? ""] as const));
    this.originals = originals;
    this.dotted ??= drawDotted(links[0].href);
    void this.dotted.then((href) => {
      // The turn may have passed while the icon was drawn.
      if (this.wanted && this.originals === originals) for (const link of originals.keys()) link.href = href;
    });
  }
}

async function drawDotted(source: string): Promise<string> {
  const size = 64;
  const canvas = el("canvas", { width: size, height: size });
  const context = canvas.getContext("2d");
  if (!context) return source;
  try {
    const image = new Image();
    image.src = source;
    await image.decode();
    context.drawImage(image, 0, 0, size, size);
  } catch {
    // An icon that cannot be drawn here (another origin): the dot alone says it.
  }
  context.beginPath();
  context.arc(size * 0.74, size * 0.26, size * 0.22, 0, Math.PI * 2);
  context.fillStyle = "#e0342b";
  context.fill();
  context.lineWidth = size * 0.06;
  context.strokeStyle = "#ffffff";
  context.stroke();
  return canvas.toDataURL("image/png");
}
