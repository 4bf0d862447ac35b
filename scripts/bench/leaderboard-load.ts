// A small closed-loop load generator: `concurrency` loops each fetch the next URL as soon as
// the previous answer arrived, until `maxRequests` or `maxSeconds` is reached (loopback only).

type LoadReport = {
  requests: number;
  errors: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  seconds: number;
  firstErrors: string[];
};

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export async function runLoad(
  urls: string[],
  options: { concurrency: number; maxRequests: number; maxSeconds: number; headers?: Record<string, string> },
): Promise<LoadReport> {
  for (const u of urls)
    if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(u))
      throw new Error(`refusing to load a non-loopback URL: ${u}`);
  const latencies: number[] = [];
  const firstErrors: string[] = [];
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;
  const loop = async (): Promise<void> => {
    while (issued < options.maxRequests && performance.now() < deadline) {
      const url = urls[issued % urls.length]!;
      issued += 1;
      const t0 = performance.now();
      try {
        const res = await fetch(url, { headers: options.headers, signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        if (res.status !== 200) {
          errors += 1;
          if (firstErrors.length < 5) firstErrors.push(`${res.status} ${url}`);
        }
      } catch (err) {
        errors += 1;
        if (firstErrors.length < 5) firstErrors.push(`${String(err)} ${url}`);
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  latencies.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    requests: latencies.length,
    errors,
    medianMs: round(quantile(latencies, 0.5)),
    p95Ms: round(quantile(latencies, 0.95)),
    maxMs: round(latencies.at(-1) ?? Number.NaN),
    seconds: round((performance.now() - started) / 1000),
    firstErrors,
  };
}
