/** One line of `npm run bench`. */
export interface BenchResult {
  bench: string;
  value: number;
  unit: string;
}

export function print(result: BenchResult): void {
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
