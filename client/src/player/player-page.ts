import { locale, t } from "../i18n/index";
import { forgetMyTable, savePlayer } from "../net/storage";
import { confirmed } from "../ui/dialog";
import { clear, el } from "../ui/dom";
import { checkName } from "../ui/names";
import { apiUrl } from "../net/client";
import { myCirclesPanels } from "../circle/my-circles";
import { account, playerTables, type DeviceLink, type Passkey, type Player, type Session } from "./api";
import { statusLine, type Frame, type StatusLine } from "./frame";
import { oneAtATime } from "./one-at-a-time";
import { pushPanel } from "./push-panel";
import { shownLink } from "./shown-link";
import { refusalText } from "./words";

export interface PlayerPageHooks {
  /** This device is signed out (here or everywhere): the page becomes the signed-out one, saying `said`. */
  signedOut(said: string): void;
  /** The player is deleted: back to the lobby, saying so. */
  deleted(): void;
  /** Another page of the player's (a circle's). */
  navigate(path: string): void;
}

/**
 * The signed-in player's page (docs/protocol.md, "Players"): their circles (a new one; their
 * games across circles), the notifications on their devices, their name (rename), the devices
 * signed in (sign one out, or all), the passkeys (remove one; the last one stays, as the
 * server says), a one-time link and its QR code for another device, and their data: download
 * everything, or delete the player after a clear question. Each panel says how its last
 * action went in a status line; the focus stays on the control used, or goes to the panel's
 * heading when that control went with the action.
 */
export function playerPage(frame: Frame, player: Player, hooks: PlayerPageHooks): void {
  let me = player;
  let sessions: Session[] = [];
  let passkeys: Passkey[] = [];
  let link: DeviceLink | null = null;
  const when = (ms: number) => new Intl.DateTimeFormat(locale(), { dateStyle: "medium", timeStyle: "short" }).format(ms);
  const heading = (id: string) => el("h2", { id, tabindex: -1 });

  // ---- who, and this device
  const title = el("h1", { id: "me-title", tabindex: -1 });
  const intro = el("p", { class: "player-intro" });
  const signOut = el("button", { type: "button", "data-action": "sign-out" });
  const whoSaid = statusLine();
  const who = el("section", { class: "panel me-who", "aria-labelledby": title.id }, title, intro, el("div", { class: "player-buttons" }, signOut), whoSaid.node);

  // ---- name
  const nameTitle = heading("me-name-title");
  const nameLabel = el("label", { for: "me-name" });
  const nameInput = el("input", { id: "me-name", name: "name", type: "text", maxlength: 24, autocomplete: "nickname", value: me.name, "aria-describedby": "me-name-said" });
  const rename = el("button", { type: "submit", class: "primary", "data-action": "rename" });
  const nameSaid = statusLine();
  nameSaid.node.id = "me-name-said";
  const nameForm = el("form", { class: "panel me-name", "aria-labelledby": nameTitle.id }, nameTitle, el("div", { class: "field" }, nameLabel, el("div", { class: "player-field" }, nameInput, rename)), nameSaid.node);

  // ---- devices
  const devicesTitle = heading("me-devices-title");
  const deviceList = el("ul", { class: "player-list me-devices-list" });
  const everywhere = el("button", { type: "button", "data-action": "sign-out-everywhere" });
  const devicesSaid = statusLine();
  const devices = el("section", { class: "panel me-devices", "aria-labelledby": devicesTitle.id }, devicesTitle, deviceList, el("div", { class: "player-buttons" }, everywhere), devicesSaid.node);

  // ---- passkeys
  const passkeysTitle = heading("me-passkeys-title");
  const passkeyList = el("ul", { class: "player-list me-passkeys-list" });
  const passkeysSaid = statusLine();
  const passkeysPanel = el("section", { class: "panel me-passkeys", "aria-labelledby": passkeysTitle.id }, passkeysTitle, passkeyList, passkeysSaid.node);

  // ---- add a device
  const addTitle = heading("me-add-title");
  const addText = el("p");
  const makeLink = el("button", { type: "button", class: "primary", "data-action": "make-link" });
  const shown = shownLink({ field: "me-link", until: "me-link-until" }, "player-device", "me-link");
  const addSaid = statusLine();
  const add = el("section", { class: "panel me-add", "aria-labelledby": addTitle.id }, addTitle, addText, el("div", { class: "player-buttons" }, makeLink), shown.node, addSaid.node);

  // ---- data
  const dataTitle = heading("me-data-title");
  const dataText = el("p");
  const download = el("a", { class: "button", href: apiUrl("/api/me/export"), download: "tablee-player.json", "data-action": "download" });
  const remove = el("button", { type: "button", class: "danger", "data-action": "delete-player" });
  const dataSaid = statusLine();
  const data = el("section", { class: "panel me-data", "aria-labelledby": dataTitle.id }, dataTitle, dataText, el("div", { class: "player-buttons" }, download, remove), dataSaid.node);

  // ---- circles, and notifications on this device and the others
  let out = false;
  const failed = (error: unknown, said: StatusLine) => {
    if ((error as { code?: string }).code !== "signed-out") return said.say(refusalText(error), true);
    // Every panel reading at once finds it: the page goes once.
    if (out) return;
    out = true;
    savePlayer(null);
    hooks.signedOut(refusalText(error));
  };
  const circles = myCirclesPanels({ navigate: hooks.navigate, failed });
  const push = pushPanel({ when, failed });

  const back = el("a", { class: "button lobby-back", href: "/", "data-action": "lobby" });
  frame.main.append(who, ...circles.nodes, push.node, nameForm, devices, passkeysPanel, add, data, back);

  function renderDevices(): void {
    clear(deviceList);
    for (const session of sessions) {
      const since = when(session.createdAt);
      const item = el(
        "li",
        { class: `player-item${session.current ? " is-current" : ""}`, "data-session": session.id, "data-current": session.current },
        el("div", { class: "player-item-text" }, el("span", { class: "player-item-name", text: t(session.current ? "me.thisDevice" : "me.otherDevice") }), el("span", { class: "player-item-line", text: t("me.deviceLine", { since, used: when(session.lastUsedAt) }) })),
      );
      // This device signs out with the button at the top of the page.
      if (!session.current) {
        const button = el("button", { type: "button", "data-action": "sign-out-device", text: t("me.signOutDevice"), "aria-label": t("me.signOutDeviceLabel", { since }) });
        button.addEventListener("click", () => void signOutDevice(session.id));
        item.appendChild(button);
      }
      deviceList.appendChild(item);
    }
  }

  function renderPasskeys(): void {
    clear(passkeyList);
    for (const passkey of passkeys) {
      const since = when(passkey.createdAt);
      const name = el("span", { class: "player-item-name", text: t("me.passkey", { since }) });
      if (passkey.synced) name.append(" ", el("span", { class: "tag", text: t("me.synced") }));
      const button = el("button", { type: "button", "data-action": "remove-passkey", text: t("me.removePasskey"), "aria-label": t("me.removePasskeyLabel", { since }) });
      button.addEventListener("click", () => void removePasskey(passkey.id));
      passkeyList.appendChild(
        el("li", { class: "player-item", "data-passkey": passkey.id }, el("div", { class: "player-item-text" }, name, el("span", { class: "player-item-line", text: t("me.passkeyLine", { used: when(passkey.lastUsedAt) }) })), button),
      );
    }
  }

  function renderLink(): void {
    shown.show(link && { url: link.url, until: t("me.addUntil", { time: new Intl.DateTimeFormat(locale(), { timeStyle: "short" }).format(link.expiresAt) }) });
  }

  frame.onRelabel(() => {
    title.textContent = t("me.title", { name: me.name });
    intro.textContent = t("me.intro");
    signOut.textContent = t("me.signOut");
    nameTitle.textContent = t("me.nameTitle");
    nameLabel.textContent = t("keep.nameLabel");
    rename.textContent = t("me.rename");
    devicesTitle.textContent = t("me.devicesTitle");
    everywhere.textContent = t("me.signOutEverywhere");
    passkeysTitle.textContent = t("me.passkeysTitle");
    addTitle.textContent = t("me.addTitle");
    addText.textContent = t("me.addText");
    makeLink.textContent = t("me.addMake");
    shown.relabel({ label: t("me.addLink"), copy: t("me.addCopy"), qr: t("me.addQr") });
    dataTitle.textContent = t("me.dataTitle");
    dataText.textContent = t("me.dataText");
    download.textContent = t("me.download");
    remove.textContent = t("me.delete");
    back.textContent = t("banner.toLobby");
    circles.relabel();
    push.relabel();
    renderDevices();
    renderPasskeys();
    renderLink();
  });

  const acting = oneAtATime(failed);
  const act = acting.act;

  async function loadDevices(): Promise<void> {
    sessions = (await account<{ sessions: Session[] }>("GET", "/api/me/sessions")).sessions;
    renderDevices();
  }

  async function loadPasskeys(): Promise<void> {
    passkeys = (await account<{ passkeys: Passkey[] }>("GET", "/api/me/passkeys")).passkeys;
    renderPasskeys();
  }

  nameForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const name = checkName(nameInput, (text) => nameSaid.say(text, true));
    if (name === null) return;
    void act(nameSaid, async () => {
      me = await account<Player>("PUT", "/api/me", { name });
      savePlayer({ name: me.name });
      nameInput.value = me.name;
      title.textContent = t("me.title", { name: me.name });
      nameSaid.say(t("me.renamed", { name: me.name }));
    });
  });

  signOut.addEventListener("click", () =>
    void act(whoSaid, async () => {
      await account("DELETE", "/api/me/sessions/current");
      savePlayer(null);
      hooks.signedOut(t("player.signedOut"));
    }),
  );

  everywhere.addEventListener("click", () =>
    void act(devicesSaid, async () => {
      await account("DELETE", "/api/me/sessions");
      savePlayer(null);
      hooks.signedOut(t("player.signedOut"));
    }),
  );

  function signOutDevice(id: string): Promise<void> {
    return act(devicesSaid, async () => {
      await account("DELETE", `/api/me/sessions/${encodeURIComponent(id)}`);
      await loadDevices();
      devicesSaid.say(t("me.deviceSignedOut"));
      // The button went with its row.
      devicesTitle.focus();
    });
  }

  function removePasskey(id: string): Promise<void> {
    return act(passkeysSaid, async () => {
      try {
        await account("DELETE", `/api/me/passkeys/${encodeURIComponent(id)}`);
      } finally {
        await loadPasskeys().catch(() => undefined);
      }
      passkeysSaid.say(t("me.passkeyRemoved"));
      passkeysTitle.focus();
    });
  }

  makeLink.addEventListener("click", () =>
    void act(addSaid, async () => {
      link = await account<DeviceLink>("POST", "/api/me/device-links");
      renderLink();
      await shown.reveal();
    }),
  );

  remove.addEventListener("click", async () => {
    if (acting.busy) return;
    const deleting = await confirmed(
      frame.main,
      "delete-player",
      t("me.deleteTitle"),
      t("me.deleteText"),
      { action: "keep-player", text: t("me.deleteKeep") },
      { action: "confirm-delete", text: t("me.deleteGo") },
    );
    if (!deleting) return;
    await act(dataSaid, async () => {
      // This browser's ways back to the player's seats open nothing once the player is gone.
      const tables = (await playerTables()) ?? [];
      await account("DELETE", "/api/me");
      savePlayer(null);
      for (const table of tables) forgetMyTable(table.id);
      hooks.deleted();
    });
  });

  // Both lists at once; each panel says if its list could not be read.
  for (const [said, load] of [[devicesSaid, loadDevices], [passkeysSaid, loadPasskeys]] as const) {
    load().catch((error: unknown) => said.say(refusalText(error), true));
  }
  circles.load();
  push.load();
  queueMicrotask(() => title.focus({ preventScroll: true }));
}
