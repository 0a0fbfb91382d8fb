import { t } from "../i18n/index";
import { allowForPlayer, handWordsAgain, personDevice, PushRefusal, pushSupport, savePersonDevice, stopForPlayer } from "../net/push";
import { clear, el } from "../ui/dom";
import { account } from "./api";
import { statusLine, type StatusLine } from "./frame";
import { oneAtATime } from "./one-at-a-time";

interface Device {
  id: string;
  muted: boolean;
  createdAt: number;
}

interface Quiet {
  from: string;
  to: string;
  timeZone: string;
}

/** Quiet hours the form offers until the player sets their own: the night. */
const NIGHT = { from: "22:00", to: "08:00" };

/**
 * "Notifications" on the player's page (docs/protocol.md, "Push to the person"): allowed once
 * on a device, it tells the player of every table of theirs and of their circles' new tables;
 * each device told is listed (this one marked), muted or removed; quiet hours (none until
 * set) hold what comes until they end, in the player's time zone (the browser's). A server
 * that sends no pushes says so and the panel offers nothing.
 */
export function pushPanel(hooks: { when(ms: number): string; failed(error: unknown, said: StatusLine): void }): {
  node: HTMLElement;
  relabel(): void;
  load(): void;
} {
  const title = el("h2", { id: "me-push-title", tabindex: -1 });
  const text = el("p");
  const here = el("p", { class: "me-push-here" });
  const allow = el("button", { type: "button", class: "primary", "data-action": "push-allow" });
  const stop = el("button", { type: "button", "data-action": "push-stop" });
  const list = el("ul", { class: "player-list me-push-devices" });
  const said = statusLine();

  const quietLegend = el("legend");
  const quietOn = el("input", { id: "me-quiet-on", type: "checkbox", name: "quiet" });
  const quietOnLabel = el("label", { for: "me-quiet-on" });
  const fromLabel = el("label", { for: "me-quiet-from" });
  const from = el("input", { id: "me-quiet-from", type: "time", name: "from", value: NIGHT.from });
  const toLabel = el("label", { for: "me-quiet-to" });
  const to = el("input", { id: "me-quiet-to", type: "time", name: "to", value: NIGHT.to });
  const zone = el("p", { class: "field-hint", id: "me-quiet-zone" });
  const save = el("button", { type: "submit", "data-action": "save-quiet" });
  const quietSaid = statusLine();
  const times = el("div", { class: "field-pair me-quiet-times" }, el("div", { class: "field" }, fromLabel, from), el("div", { class: "field" }, toLabel, to));
  const quietForm = el(
    "form",
    { class: "me-quiet" },
    el("fieldset", { "aria-describedby": zone.id }, quietLegend, el("div", { class: "radio" }, quietOn, quietOnLabel), times, zone),
    el("div", { class: "player-buttons" }, save),
    quietSaid.node,
  );
  const body = el("div", { class: "me-push-body" }, here, el("div", { class: "player-buttons" }, allow, stop), said.node, list, quietForm);
  const node = el("section", { class: "panel me-push", "aria-labelledby": title.id }, title, text, body);

  /** null until read; "off": the server sends no pushes. */
  let devices: Device[] | "off" | null = null;
  let quiet: Quiet | null = null;
  const timeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
  const mine = (): Device | undefined => (Array.isArray(devices) ? devices.find((d) => d.id === personDevice()?.id) : undefined);

  function renderHere(): void {
    const support = pushSupport();
    const told = mine() !== undefined && support === "ok" && Notification.permission === "granted";
    here.textContent = told ? t("notify.here") : support === "ok" ? t("notify.notHere") : support === "blocked" ? t("push.blocked") : support === "home-screen" ? t("push.homeScreen") : t("notify.unsupported");
    allow.hidden = told || support !== "ok";
    stop.hidden = !told;
  }

  function renderDevices(): void {
    clear(list);
    if (!Array.isArray(devices)) return;
    for (const device of devices) {
      const since = hooks.when(device.createdAt);
      const current = device.id === personDevice()?.id;
      const name = el("span", { class: "player-item-name", text: t(current ? "me.thisDevice" : "me.otherDevice") });
      if (device.muted) name.append(" ", el("span", { class: "tag", text: t("notify.muted") }));
      const mute = el("button", { type: "button", "data-action": device.muted ? "push-unmute" : "push-mute", "aria-pressed": String(device.muted), text: t("notify.mute"), "aria-label": t("notify.muteLabel", { since }) });
      const remove = el("button", { type: "button", "data-action": "push-remove", text: t("notify.remove"), "aria-label": t("notify.removeLabel", { since }) });
      mute.addEventListener("click", () => void setMuted(device, !device.muted));
      remove.addEventListener("click", () => void removeDevice(device));
      list.append(
        el(
          "li",
          { class: `player-item${current ? " is-current" : ""}`, "data-device": device.id, "data-muted": String(device.muted), "data-current": String(current) },
          el("div", { class: "player-item-text" }, name, el("span", { class: "player-item-line", text: t("notify.since", { since }) })),
          el("div", { class: "player-buttons" }, mute, remove),
        ),
      );
    }
  }

  function renderQuiet(): void {
    quietOn.checked = quiet !== null;
    times.hidden = quiet === null && !quietOn.checked;
    if (quiet !== null) {
      from.value = quiet.from;
      to.value = quiet.to;
    }
    const kept = quiet?.timeZone;
    zone.textContent = kept && kept !== timeZone() ? t("notify.zoneKept", { zone: kept, here: timeZone() }) : t("notify.zone", { zone: timeZone() });
  }

  function render(): void {
    body.hidden = devices === "off";
    text.textContent = devices === "off" ? t("notify.off") : t("notify.text");
    renderHere();
    renderDevices();
    renderQuiet();
  }

  const { act } = oneAtATime((error, line) => {
    if (error instanceof PushRefusal) line.say(t(error.kind === "blocked" ? "push.blocked" : error.kind === "no-service" ? "push.noService" : error.kind === "dismissed" ? "notify.dismissed" : "push.failed"), error.kind !== "dismissed");
    else hooks.failed(error, line);
  });

  async function read(): Promise<void> {
    try {
      const answer = await account<{ devices: Device[]; quiet: Quiet | null }>("GET", "/api/me/push");
      devices = answer.devices;
      quiet = answer.quiet;
      // This browser's handle is for a device the player removed elsewhere: it is told nothing now.
      if (personDevice() !== null && mine() === undefined) savePersonDevice(null);
      if (mine() !== undefined) handWordsAgain();
    } catch (error) {
      if ((error as { code?: string }).code !== "push-off") throw error;
      devices = "off";
    }
    render();
  }

  allow.addEventListener("click", () =>
    void act(said, async () => {
      await allowForPlayer();
      await read();
      said.say(t("notify.allowed"));
      // The button went: the stop button stands where it was.
      stop.focus();
    }),
  );

  stop.addEventListener("click", () =>
    void act(said, async () => {
      const device = personDevice();
      if (device !== null) await stopForPlayer(device);
      await read();
      said.say(t("notify.stopped"));
      allow.focus();
    }),
  );

  function setMuted(device: Device, muted: boolean): Promise<void> {
    return act(said, async () => {
      await account("PUT", `/api/me/push/${encodeURIComponent(device.id)}`, { muted });
      await read();
      said.say(t(muted ? "notify.mutedNow" : "notify.unmutedNow"));
      list.querySelector<HTMLElement>(`[data-device="${CSS.escape(device.id)}"] [aria-pressed]`)?.focus();
    });
  }

  function removeDevice(device: Device): Promise<void> {
    return act(said, async () => {
      await account("DELETE", `/api/me/push/${encodeURIComponent(device.id)}`);
      if (device.id === personDevice()?.id) savePersonDevice(null);
      await read();
      said.say(t("notify.removed"));
      // The button went with its row.
      title.focus();
    });
  }

  quietOn.addEventListener("change", () => (times.hidden = !quietOn.checked));
  quietForm.addEventListener("submit", (event) => {
    event.preventDefault();
    void act(quietSaid, async () => {
      const asked = quietOn.checked ? { from: from.value, to: to.value, timeZone: timeZone() } : null;
      quiet = (await account<{ quiet: Quiet | null }>("PUT", "/api/me/push/quiet", { quiet: asked })).quiet;
      renderQuiet();
      quietSaid.say(quiet === null ? t("notify.quietNone") : t("notify.quietSet", { from: quiet.from, to: quiet.to }));
    });
  });

  return {
    node,
    relabel() {
      title.textContent = t("notify.title");
      allow.textContent = t("notify.allow");
      stop.textContent = t("notify.stop");
      quietLegend.textContent = t("notify.quietTitle");
      quietOnLabel.textContent = t("notify.quietOn");
      fromLabel.textContent = t("notify.from");
      toLabel.textContent = t("notify.to");
      save.textContent = t("notify.save");
      render();
    },
    load() {
      read().catch((error: unknown) => hooks.failed(error, said));
    },
  };
}
