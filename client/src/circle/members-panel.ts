import { t } from "../i18n/index";
import { sayInLobby } from "../player/player-strip";
import { statusLine } from "../player/frame";
import { confirmed } from "../ui/dialog";
import { el } from "../ui/dom";
import { leaveCircle, removeMember, type Member } from "./api";
import { showList, type CircleContext } from "./context";

/**
 * The circle's members, its creator marked; the creator removes a member after a clear
 * question (the focus then waits on the list's heading, which says what happened), and anyone
 * leaves after one (back to the lobby, which says so).
 */
export function membersPanel(ctx: CircleContext): { node: HTMLElement; show(): void } {
  const title = el("h2", { id: "circle-members-title", tabindex: -1 });
  const list = el("ul", { class: "player-list circle-members" });
  const leave = el("button", { type: "button", class: "danger", "data-action": "leave-circle" });
  const said = statusLine();
  const node = el("section", { class: "panel circle-members-panel", "aria-labelledby": title.id }, title, list, el("div", { class: "player-buttons" }, leave), said.node);

  function item(member: Member, creatorHere: boolean): HTMLElement {
    const name = el("span", { class: "player-item-name", text: member.name });
    if (member.creator) name.append(" ", el("span", { class: "tag tag-host", text: t("circle.creator") }));
    if (member.handle === ctx.circle().you) name.append(" ", el("span", { class: "tag tag-you", text: t("circle.you") }));
    const row = el("li", { class: "player-item", "data-key": member.handle, "data-member": member.handle, "data-creator": member.creator }, el("div", { class: "player-item-text" }, name));
    if (creatorHere && member.handle !== ctx.circle().you) {
      const remove = el("button", { type: "button", "data-action": "remove-member", text: t("circle.remove"), "aria-label": t("circle.removeLabel", { name: member.name }) });
      remove.addEventListener("click", () => void askRemove(member, remove));
      row.append(remove);
    }
    return row;
  }

  function show(): void {
    const circle = ctx.circle();
    title.textContent = t("circle.members", { count: circle.members.length });
    leave.textContent = t("circle.leave");
    const creatorHere = ctx.me()?.creator === true;
    showList(list, circle.members.map((member) => item(member, creatorHere)));
  }

  async function askRemove(member: Member, opener: HTMLElement): Promise<void> {
    const circle = ctx.circle();
    const remove = await confirmed(
      ctx.main,
      "remove-member",
      t("circle.removeTitle", { name: member.name, circle: circle.name }),
      t("circle.removeText", { name: member.name }),
      { action: "keep-member", text: t("circle.removeKeep") },
      { action: "confirm-remove", text: t("circle.removeGo") },
    );
    if (!remove) return void opener.focus();
    await ctx.act(said, async () => {
      await removeMember(ctx.id, member.handle);
      await ctx.reload();
      said.say(t("circle.removed", { name: member.name }));
      // The button went with its row.
      title.focus();
    });
  }

  leave.addEventListener("click", async () => {
    const circle = ctx.circle();
    const alone = circle.members.length === 1;
    const text = alone ? t("circle.leaveLast") : ctx.me()?.creator ? t("circle.leaveCreator") : t("circle.leaveText");
    const going = await confirmed(
      ctx.main,
      "leave-circle",
      t("circle.leaveTitle", { circle: circle.name }),
      text,
      { action: "stay-in-circle", text: t("circle.leaveStay") },
      { action: "confirm-leave-circle", text: t("circle.leaveGo") },
    );
    if (!going) return void leave.focus();
    await ctx.act(said, async () => {
      // Its own leaving closes the page's socket: that is no news to show.
      ctx.hush();
      await leaveCircle(ctx.id);
      sayInLobby(t("circle.left", { circle: circle.name }));
      ctx.navigate("/");
    });
  });

  return { node, show };
}
