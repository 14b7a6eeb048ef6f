/**
 * Median and 95th percentile (ms) of a synchronous function, after `warmUp` untimed calls.
 * @example timeIt(() => compose(spec), 200) // { median: 1.2, p95: 2.0 }
 */
export function timeIt(fn: () => unknown, iterations: number, warmUp = 30): { median: number; p95: number } {
  for (let i = 0; i < warmUp; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return {
    median: samples[Math.floor(samples.length / 2)]!,
    p95: samples[Math.floor(samples.length * 0.95)]!,
  };
}
