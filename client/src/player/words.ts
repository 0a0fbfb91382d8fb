import { t } from "../i18n/index";
import type { ClaimedSeat } from "./api";
import { AccountRefusal } from "./api";

/** What went wrong, in the page's words: the server's or the browser's code (`account.<code>`). */
export function refusalText(error: unknown): string {
  const code = error instanceof AccountRefusal ? error.code : "internal";
  const key = `account.${code}`;
  const text = t(key);
  return text === key ? t("account.internal") : text;
}

/** What the lobby says after a sign-in: who, and how many of this browser's seats became theirs. */
export function welcome(name: string, seats: readonly ClaimedSeat[]): string {
  const count = seats.filter((seat) => seat.result === "claimed").length;
  return count === 0 ? t("player.welcome", { name }) : `${t("player.welcome", { name })} ${t("player.claimed", { count })}`;
}
