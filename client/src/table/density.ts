// With its extension: the tests' compiler (node16 resolution) reads this file as well.

/**
 * How many device pixels the canvas draws per CSS pixel. The screen's own ratio
 * (`devicePixelRatio`: 3 on most phones), so text and edges are as sharp as the page's HTML.
 * Without a GPU (WebGL would run on the CPU: SwiftShader, llvmpipe; the stage draws on a 2D
 * canvas then) every device pixel costs CPU time, so there the canvas keeps to a budget of
 * device pixels: a phone at 3x (390×844 → 3 M) and a
 * laptop at 2x (1280×800 → 4.1 M) still fit, a large screen at high density draws a little
 * softer instead of slowly. Never below 1.
 */
export const SOFTWARE_PIXEL_BUDGET = 4_200_000;

export function canvasResolution(devicePixelRatio: number, cssWidth: number, cssHeight: number, software: boolean): number {
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  if (!software) return ratio;
  const area = Math.max(1, cssWidth) * Math.max(1, cssHeight);
  const fitting = Math.sqrt(SOFTWARE_PIXEL_BUDGET / area);
  return Math.max(1, Math.min(ratio, fitting));
}
