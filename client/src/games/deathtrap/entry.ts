import { defineClientGame } from "../client-game";
import { SEAT_CSS } from "./colours";
import { describeDeathtrap } from "./log";
import names from "./names.json" with { type: "json" };
import { deathtrapPicture } from "./picture";

export const deathtrap = defineClientGame("deathtrap", { names, seatColours: [...SEAT_CSS], hidden: true, picture: deathtrapPicture, minutes: [30, 45], describe: (events, who) => describeDeathtrap(events as never, who) },
  () => import("./index"), () => import("../../rules/deathtrap/index"), () => import("./seat-rules"));
