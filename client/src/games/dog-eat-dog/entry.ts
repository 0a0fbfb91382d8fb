import { addDictionaries, t } from "../../i18n/index";
import { defineClientGame } from "../client-game";
import { SEAT_PALETTE } from "../pyramids/geometry";
import { dedLogWords, describeDed } from "./log";
import names from "./names.json" with { type: "json" };
import { dogEatDogPicture } from "./picture";

// The log's and the create form's words are needed before the renderer (and its dictionary) loads.
addDictionaries(dedLogWords);

export const dogEatDog = defineClientGame("dog-eat-dog", { names, seatColours: [...SEAT_PALETTE], hidden: false, picture: dogEatDogPicture, minutes: [20, 40], describe: (events, who) => describeDed(events as never, who, t) },
  () => import("./index"), () => import("../../rules/dog-eat-dog/index"), () => import("./seat-rules"));
