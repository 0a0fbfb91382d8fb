import { Dog, type SeatRules } from "@tablee/shared";

/** What the page lists its seat's legal actions with (games/wire.ts): the registry's `rules` and `sample`. */
export const seatRules: SeatRules = { rules: Dog.dog, sample: Dog.sampleDog };
