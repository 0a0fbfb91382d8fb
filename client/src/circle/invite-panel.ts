import { t } from "../i18n/index";
import { statusLine } from "../player/frame";
import { shownLink } from "../player/shown-link";
import { el } from "../ui/dom";
import { makeInvite, openInvites, revokeInvite, type Invite, type MadeInvite } from "./api";
import { showList, when, type CircleContext } from "./context";

/** How long a new link works, in hours; 0: until revoked (the server takes 1–720 or none). */
const LIFETIMES = [1, 24, 168, 720, 0] as const;
const DEFAULT_LIFETIME = 168;

/**
 * "Invite friends": a link to the circle that may expire (an hour to 30 days) or work until
 * revoked, with a copy button and its QR code; the circle's open links listed, each revoked by
 * whoever made it or by the creator. The token is shown once, when made: the list names the
 * links by when they were made.
 */
export function invitePanel(ctx: CircleContext): { node: HTMLElement; show(): void; load(): Promise<void> } {
  const title = el("h2", { id: "circle-invite-title", tabindex: -1 });
  const text = el("p");
  const lifetimeLabel = el("label", { for: "circle-invite-lifetime" });
  const lifetime = el("select", { id: "circle-invite-lifetime", name: "lifetime" });
  const make = el("button", { type: "button", class: "primary", "data-action": "make-invite" });
  const shown = shownLink({ field: "circle-invite-link", until: "circle-invite-until" }, "circle-invite", "circle-invite-link");
  const openTitle = el("h3", { id: "circle-invites-title", tabindex: -1 });
  const list = el("ul", { class: "player-list circle-invites" });
  const said = statusLine();
  const node = el(
    "section",
    { class: "panel circle-invite", "aria-labelledby": title.id },
    title,
    text,
    el("div", { class: "field" }, lifetimeLabel, lifetime),
    el("div", { class: "player-buttons" }, make),
    shown.node,
    openTitle,
    list,
    said.node,
  );
  let made: MadeInvite | null = null;
  let invites: Invite[] = [];

  const until = (expiresAt: number | null) => (expiresAt === null ? t("circle.inviteForever") : t("circle.inviteUntil", { time: when(expiresAt) }));

  function renderLink(): void {
    shown.show(made && { url: made.url, until: until(made.expiresAt) });
  }

  function renderList(): void {
    openTitle.hidden = invites.length === 0;
    const creatorHere = ctx.me()?.creator === true;
    const rows = invites.map((invite) => {
      const since = when(invite.createdAt);
      const row = el(
        "li",
        { class: "player-item", "data-key": invite.id, "data-invite": invite.id },
        el("div", { class: "player-item-text" }, el("span", { class: "player-item-name", text: t("circle.inviteMade", { since }) }), el("span", { class: "player-item-line", text: until(invite.expiresAt) })),
      );
      if (invite.yours || creatorHere) {
        const revoke = el("button", { type: "button", "data-action": "revoke-invite", text: t("circle.revoke"), "aria-label": t("circle.revokeLabel", { since }) });
        revoke.addEventListener("click", () => void revokeOne(invite));
        row.append(revoke);
      }
      return row;
    });
    showList(list, rows);
  }

  function show(): void {
    title.textContent = t("circle.inviteTitle");
    text.textContent = t("circle.inviteText");
    lifetimeLabel.textContent = t("circle.inviteLifetime");
    const chosen = lifetime.value || String(DEFAULT_LIFETIME);
    lifetime.replaceChildren(...LIFETIMES.map((hours) => el("option", { value: String(hours), text: t(`circle.lifetime.${hours}`) })));
    lifetime.value = chosen;
    make.textContent = t("circle.inviteMake");
    shown.relabel({ label: t("circle.inviteLink"), copy: t("circle.inviteCopy"), qr: t("circle.inviteQr") });
    openTitle.textContent = t("circle.invitesOpen");
    renderLink();
    renderList();
  }

  async function load(): Promise<void> {
    invites = await openInvites(ctx.id);
    renderList();
  }

  function revokeOne(invite: Invite): Promise<void> {
    return ctx.act(said, async () => {
      try {
        await revokeInvite(ctx.id, invite.id);
      } finally {
        await load().catch(() => undefined);
      }
      if (made?.id === invite.id) {
        made = null;
        renderLink();
      }
      said.say(t("circle.revoked"));
      // The button went with its row.
      (invites.length > 0 ? openTitle : title).focus();
    });
  }

  make.addEventListener("click", () =>
    void ctx.act(said, async () => {
      const hours = Number(lifetime.value);
      made = await makeInvite(ctx.id, hours > 0 ? hours : undefined);
      renderLink();
      await shown.reveal();
      await load().catch(() => undefined);
    }),
  );

  return { node, show, load };
}
