/** One line of `npm run bench`. */
export interface BenchResult {
  bench: string;
  value: number;
  unit: string;
}

export function print(result: BenchResult): void {
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

/** A group's progress lines: on stderr, so that stdout stays one JSON line per figure. */
export function progressOf(group: string): (message: string) => void {
  return (message) => void process.stderr.write(`${group}: ${message}\n`);
}
