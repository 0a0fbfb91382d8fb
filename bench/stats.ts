/** The bench's order statistics, by nearest rank (no interpolation between samples). */

/** The value at or below which p% of `sorted` (ascending) lie. */
export function percentile(sorted: number[], p: number): number {
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}
