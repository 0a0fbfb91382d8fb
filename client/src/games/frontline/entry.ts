import { addDictionaries, t } from "../../i18n/index";
import { defineClientGame } from "../client-game";
import { SEAT_CSS } from "./colours";
import { describeFrontline, frontlineLogWords } from "./log";
import names from "./names.json" with { type: "json" };
import { frontlinePicture } from "./picture";

// The log's words are needed before the renderer (and its dictionary) loads.
addDictionaries(frontlineLogWords);

export const frontline = defineClientGame("frontline", { names, seatColours: [...SEAT_CSS], hidden: false, picture: frontlinePicture, minutes: [20, 30], describe: (events, who) => describeFrontline(events as never, who, t) },
  () => import("./index"), () => import("../../rules/frontline/index"), () => import("./seat-rules"));
