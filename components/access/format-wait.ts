/** A waiting time in seconds as words, e.g. 5400 → "about 2 hours". */
export function formatWait(seconds: number): string {
  const units: [number, string][] = [
    [86_400, "day"],
    [3_600, "hour"],
    [60, "minute"],
  ];
  for (const [size, name] of units) {
    if (seconds >= size) {
      const n = Math.round(seconds / size);
      return `about ${n} ${name}${n === 1 ? "" : "s"}`;
    }
  }
  return "under a minute";
}
