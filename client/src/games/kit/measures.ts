/*
 * What every table measures the same way, without Pixi, so the shell and the lobby may read it too.
 */

/** A fingertip: nothing a finger picks on a table is smaller than this, in CSS pixels. */
export const FINGER = 44;

/** A canvas colour (0xrrggbb) as the CSS the page's lists and pictures use. */
export function cssColour(colour: number): string {
  return `#${colour.toString(16).padStart(6, "0")}`;
}
