import { addDictionaries, t } from "../../i18n/index";
import { defineClientGame } from "../client-game";
import { SEAT_CSS } from "./colours";
import { describeDog, dogLogWords } from "./log";
import names from "./names.json" with { type: "json" };
import { dogPicture } from "./picture";

// The log's words are needed before the renderer (and its dictionary) loads.
addDictionaries(dogLogWords);

export const dog = defineClientGame("dog", { names, seatColours: [...SEAT_CSS], hidden: true, picture: dogPicture, minutes: [60, 90], describe: (events, who) => describeDog(events as never, who, t) },
  () => import("./index"), () => import("../../rules/dog/index"), () => import("./seat-rules"));
