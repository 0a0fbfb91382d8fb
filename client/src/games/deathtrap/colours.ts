/** Seat colours (up to 8 seats), the same on the canvas and in the shell's lists. */
export const SEAT_COLOURS = [0xc0392b, 0x2e86c1, 0x27ae60, 0xd68910, 0x8e44ad, 0x16a085, 0xd35400, 0xc2185b] as const;

export const SEAT_CSS = SEAT_COLOURS.map((c) => `#${c.toString(16).padStart(6, "0")}`);
