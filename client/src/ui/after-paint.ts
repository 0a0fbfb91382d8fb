/**
 * Resolves once the page as it stands has been painted (the task after the next frame): what
 * is not on screen yet (the SDK behind a live list, say) is fetched after what is.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
