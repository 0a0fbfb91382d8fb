/**
 * WCAG 2 contrast for text drawn on coloured pieces: the relative luminance of a colour, the
 * contrast ratio of two, and the ink (dark or white) that reads on a ground. AA asks 4.5:1
 * for normal text and 3:1 for large (bold 14 pt / 18.66 px, or 24 px).
 */
/** The dark ink of the tables' text (kit/text.ts draws with it); here so this file needs no Pixi. */
export const INK = 0x1b1f24;
export const WHITE = 0xffffff;
export const AA_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;

function channel(byte: number): number {
  const c = byte / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a 0xRRGGBB colour, 0 (black) to 1 (white). */
export function luminance(colour: number): number {
  return 0.2126 * channel((colour >> 16) & 0xff) + 0.7152 * channel((colour >> 8) & 0xff) + 0.0722 * channel(colour & 0xff);
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrast(a: number, b: number): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The ink that reads best on `ground`: the tables' dark ink or white. */
export function inkOn(ground: number, dark: number = INK): number {
  return contrast(dark, ground) >= contrast(WHITE, ground) ? dark : WHITE;
}
