// Speed in the browser (issue 12): loads each main page in Chromium against a running app
// and prints, per page, the time until it is interactive and the JavaScript it ships
// (compressed bytes on the wire). Figures, not a test: nothing here fails on a slow machine.
//   BASE_URL=http://localhost:3000 npm run bench:pages
// Interactive = React has hydrated the document (its event listeners are attached), measured
// from navigation start; each page is loaded once to warm the server, then RUNS times.
// First-load JS = scripts fetched up to that point; chart code loaded afterwards is listed apart.
// Where the time goes: "server" is the first byte of the document (the render, or a page-cache
// replay: "cached" counts the runs the micro-cache answered), "doc" when the whole streamed
// document arrived, and "after doc" what the browser spent from there to hydration (scripts
// fetched, parsed, run). The load average is printed beside the figures: on a busy machine
// every column grows.
import { loadavg } from "node:os";
import { chromium, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../../e2e/fixtures/chromium";

const BASE = process.env.BASE_URL ?? "http://localhost:3000";
const RUNS = Number(process.env.RUNS ?? 5);
const TARGET_MS = 1000;
const TARGET_KB = 250;

if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(BASE))
  throw new Error(`refusing to measure a non-loopback URL: ${BASE}`);

type Sample = {
  ms: number;
  jsKb: number;
  laterJsKb: number;
  serverMs: number;
  docMs: number;
  cached: boolean;
};

async function pickPaths(): Promise<{ path: string; charts: boolean }[]> {
  const json = async <T>(p: string) => (await (await fetch(`${BASE}${p}`)).json()) as T;
  const benchmarks = await json<{ benchmarks?: { slug: string }[] } | { slug: string }[]>(
    "/api/v1/benchmarks",
  );
  const list = Array.isArray(benchmarks) ? benchmarks : (benchmarks.benchmarks ?? []);
  let slug = list[0]?.slug ?? "";
  let model = "";
  for (const b of list) {
    const board = await json<{ rows?: { modelId: string | null }[] }>(`/api/v1/leaderboards/${b.slug}`).catch(
      () => ({ rows: [] }),
    );
    const ids = (board.rows ?? []).flatMap((r) => (r.modelId ? [r.modelId] : []));
    if (ids.length >= 2) {
      slug = b.slug;
      model = `${ids[0]}&b=${ids[1]}`;
      break;
    }
  }
  const [a] = model.split("&b=");
  return [
    { path: "/", charts: false },
    { path: "/benchmarks", charts: false },
    { path: "/leaderboards", charts: false },
    { path: `/leaderboards/${slug}`, charts: false },
    { path: `/leaderboards/${slug}?view=cutoff`, charts: true },
    { path: `/leaderboards/${slug}/models/${a}`, charts: true },
    { path: `/compare?benchmark=${slug}&a=${model}`, charts: false },
    { path: `/contamination/${slug}`, charts: false },
    { path: "/signin", charts: false },
  ];
}

async function measure(page: Page, path: string): Promise<Sample> {
  const scripts = new Map<string, number>();
  let hydrated = false;
  const later = new Map<string, number>();
  page.on("requestfinished", (req) => {
    if (req.resourceType() !== "script") return;
    void req
      .sizes()
      .then((s) => (hydrated ? later : scripts).set(req.url(), s.responseBodySize + s.responseHeadersSize));
  });
  const response = await page.goto(`${BASE}${path}`, { waitUntil: "commit" });
  const cached = (await response?.headerValue("x-page-cache")) === "hit";
  await page.waitForFunction(
    () => Object.keys(document).some((k) => k.startsWith("_reactListening")),
    undefined,
    { polling: 10, timeout: 30_000 },
  );
  const ms = await page.evaluate(() => performance.now());
  hydrated = true;
  const [serverMs, docMs] = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    return [nav?.responseStart ?? Number.NaN, nav?.responseEnd ?? Number.NaN];
  });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(200);
  page.removeAllListeners("requestfinished");
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0) / 1024;
  return { ms, jsKb: sum(scripts), laterJsKb: sum(later), serverMs, docMs, cached };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function main(): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const paths = await pickPaths();
  console.log(
    `pages at ${BASE}, ${RUNS} runs each after one warm-up; a fresh browser context per run (empty cache)`,
  );
  console.log(
    `targets: interactive <= ${TARGET_MS} ms (idle server); first-load JS < ${TARGET_KB} KB compressed on pages without charts\n`,
  );
  const columns = ["interactive", "server", "doc", "after doc", "cached", "JS KB", "chart KB", "load 1m"];
  console.log("medians in ms; JS compressed; load 1m = the machine's load average when the page was done\n");
  console.log(["page".padEnd(48), ...columns.map((c) => c.padStart(11)), "  target"].join(" "));
  for (const { path, charts } of paths) {
    const samples: Sample[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const s = await measure(page, path);
      if (i > 0) samples.push(s);
      await context.close();
    }
    const mid = (pick: (s: Sample) => number) => median(samples.map(pick));
    const ms = mid((s) => s.ms);
    const kb = mid((s) => s.jsKb);
    const ok = ms <= TARGET_MS && (charts || kb < TARGET_KB);
    const cells = [
      ms.toFixed(0),
      mid((s) => s.serverMs).toFixed(0),
      mid((s) => s.docMs).toFixed(0),
      mid((s) => s.ms - s.docMs).toFixed(0),
      `${samples.filter((s) => s.cached).length}/${samples.length}`,
      kb.toFixed(1),
      mid((s) => s.laterJsKb).toFixed(1),
      loadavg()[0]!.toFixed(2),
    ];
    console.log(
      [path.slice(0, 48).padEnd(48), ...cells.map((c) => c.padStart(11)), ok ? "  met" : "  MISSED"].join(
        " ",
      ),
    );
  }
  await browser.close();
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
