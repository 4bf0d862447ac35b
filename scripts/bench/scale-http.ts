// What bench:scale's steps share: printing with the load average, and a GET without a timeout of its own.
import http from "node:http";
import os from "node:os";

export const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/** Every figure is printed with the machine's load (1-minute average over its cores): a shared machine slows everything. */
export const print = (line: object) =>
  console.log(JSON.stringify({ ...line, loadAverage1m: Math.round(os.loadavg()[0]! * 10) / 10 }));
/** How long a cold board may take before the bench reports it as not answered and goes on. */
export const COLD_LIMIT_MS = num("SCALE_COLD_LIMIT_S", 600) * 1000;
/** A GET with no timeout of its own (fetch gives up on headers after 300 s); status 0 after `limitMs`. */
export function timed(
  url: string,
  limitMs = COLD_LIMIT_MS,
): Promise<{ ms: number; status: number; body: string }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(url, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          ms: Math.round(performance.now() - t0),
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      res.on("error", reject);
    });
    req.setTimeout(limitMs, () => {
      req.destroy();
      resolve({ ms: Math.round(performance.now() - t0), status: 0, body: "" });
    });
    req.on("error", (err) => (req.destroyed ? undefined : reject(err)));
  });
}
