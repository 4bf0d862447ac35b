// `npm run bench:leaderboard`: seeds 200 scored submissions (8 models × 25 quarterly splits of
// 1,000 claims) and measures the leaderboard page and API on the built app under 20
// concurrent clients. Boards are recomputed from stored per-claim results; cold (first)
// computations of each window are timed separately, then the loaded phase rotates over
// the same windows. Signed-out page requests go through the page micro-cache (PAGE_CACHE_MS,
// lib/page-cache/page-cache.ts), as in production; so do a signed-in researcher's
// (lib/page-cache/shared-render.ts), measured with a real session. A maintainer of the benchmark
// renders every request, and so does a hard reload (Cache-Control: no-cache), both measured
// too. Finally a new score is stored and the time until the API shows it is measured. First of
// all, the difficulty step alone (scripts/bench/difficulty-fit.ts).
// Targets: median < 300 ms and no errors; signed-in researcher median < 150 ms (the
// rendered-every-time figures are printed, not gated).
import { resetDatabase } from "../../tests/support/databases";
import { buildIfChanged } from "../setup/build-if-changed";
import { freePort, startServer } from "../test/servers";
import { benchSession } from "./bench-session";
import { benchDifficultyFit } from "./difficulty-fit";
import { runLoad } from "./leaderboard-load";

const QUARTERS = Array.from({ length: 25 }, (_, i) => `${2020 + Math.floor(i / 4)}Q${(i % 4) + 1}`);
const MODELS = Array.from({ length: 8 }, (_, i) => ({
  name: `model-${i + 1}`,
  cutoff: `${2021 + Math.floor(i / 2)}-${i % 2 === 0 ? "03" : "09"}-30`,
  preNoise: 0.1 + 0.03 * i,
  postNoise: 0.4 + 0.02 * i,
  costPerRun: i % 3 === 0 ? undefined : 1 + i,
}));
const SLUG = "bench-leaderboard";

async function timed(url: string): Promise<{ ms: number; status: number }> {
  const t0 = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  return { ms: Math.round(performance.now() - t0), status: res.status };
}

async function main(): Promise<void> {
  benchDifficultyFit();
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? "file:./data/test/bench-leaderboard.db";
  process.env.DATABASE_URL = databaseUrl;
  process.env.STORAGE_DIR ??= "./data/test/bench-leaderboard-files";
  await resetDatabase(databaseUrl);
  const t0 = performance.now();
  const { seedLeaderboard } = await import("./leaderboard-seed");
  await seedLeaderboard({ slug: SLUG, quarters: QUARTERS, claimsPerSplit: 1000, models: MODELS });
  console.log(
    JSON.stringify({
      step: "seed",
      submissions: QUARTERS.length * MODELS.length,
      claims: QUARTERS.length * 1000,
      seconds: Math.round((performance.now() - t0) / 1000),
    }),
  );
  buildIfChanged();
  const server = await startServer(await freePort(), databaseUrl);
  const base = server.url.replace("localhost", "127.0.0.1");
  try {
    const windows = [
      "",
      "?start=2023-01-01",
      "?start=2024-07-01",
      "?start=2025-01-01&buffer=30",
      "?start=2022-01-01&end=2023-12-31",
      "?splits=2025Q4,2026Q1",
      "?view=cutoff",
      "?view=longitudinal&start=2023-01-01",
    ];
    const urls = windows.flatMap((w) => [
      `${base}/api/v1/leaderboards/${SLUG}${w}`,
      `${base}/leaderboards/${SLUG}${w}`,
    ]);
    const cold: Record<string, number> = {};
    for (const u of urls) {
      const r = await timed(u);
      if (r.status !== 200) throw new Error(`${u} answered ${r.status}`);
      cold[u.replace(base, "")] = r.ms;
    }
    console.log(JSON.stringify({ step: "cold (first computation of each view)", ms: cold }));
    const api = await runLoad(
      urls.filter((u) => u.includes("/api/")),
      { concurrency: 20, maxRequests: 4000, maxSeconds: 20 },
    );
    console.log(JSON.stringify({ step: "API under load (20 clients)", ...api }));
    const pages = urls.filter((u) => !u.includes("/api/"));
    const page = await runLoad(pages, { concurrency: 20, maxRequests: 4000, maxSeconds: 20 });
    console.log(JSON.stringify({ step: "page under load (20 signed-out clients, page cache on)", ...page }));
    const researcher = { cookie: await benchSession(base, "researcher") };
    const signedIn = await runLoad(pages, {
      concurrency: 20,
      maxRequests: 4000,
      maxSeconds: 20,
      headers: researcher,
    });
    console.log(
      JSON.stringify({
        step: "page under load (20 signed-in researchers, shared with signed-out visitors)",
        ...signedIn,
      }),
    );
    // What a maintainer of the benchmark (or a hard reload) costs: every request renders. The
    // cached runs above rendered little, so the render path gets 5 unmeasured seconds to warm up.
    const noCache = { "cache-control": "no-cache" };
    await runLoad(pages, { concurrency: 20, maxRequests: 4000, maxSeconds: 5, headers: noCache });
    const rendered = await runLoad(pages, {
      concurrency: 20,
      maxRequests: 4000,
      maxSeconds: 20,
      headers: noCache,
    });
    console.log(
      JSON.stringify({ step: "page under load (20 clients, every request rendered)", ...rendered }),
    );
    const maintainer = { cookie: await benchSession(base, "maintainer", SLUG) };
    // A maintainer's boards (exact values) are their own cache entries: compute each once, unmeasured.
    await runLoad(pages, { concurrency: 1, maxRequests: pages.length, maxSeconds: 600, headers: maintainer });
    const maintained = await runLoad(pages, {
      concurrency: 20,
      maxRequests: 4000,
      maxSeconds: 20,
      headers: maintainer,
    });
    console.log(
      JSON.stringify({
        step: "page under load (20 signed-in maintainers of the benchmark, every request rendered)",
        ...maintained,
      }),
    );
    const fresh = await addScore(base);
    console.log(JSON.stringify({ step: "new score visible", ...fresh }));
    const ok =
      [api, page, signedIn, rendered, maintained].every((r) => r.errors === 0) &&
      api.medianMs < 300 &&
      page.medianMs < 300 &&
      signedIn.medianMs < 150;
    console.log(
      ok
        ? "bench:leaderboard PASSED (median < 300 ms, signed-in researcher < 150 ms, no errors)"
        : "bench:leaderboard FAILED its targets",
    );
    if (!ok) process.exitCode = 1;
  } finally {
    server.stop();
  }
}

/** Stores one more scored public submission and polls the API until its model is on the board. */
async function addScore(base: string): Promise<{ secondsUntilVisible: number }> {
  const { db } = await import("@/lib/db");
  const { storeFreshSubmission } = await import("./leaderboard-fresh");
  const name = await storeFreshSubmission(db, SLUG, "2026Q1");
  const t0 = performance.now();
  for (;;) {
    const res = await fetch(`${base}/api/v1/leaderboards/${SLUG}?splits=2026Q1`);
    const body = (await res.json()) as { rows: { model: string }[] };
    if (body.rows.some((r) => r.model === name))
      return { secondsUntilVisible: Math.round(performance.now() - t0) / 1000 };
    if (performance.now() - t0 > 30_000) throw new Error("new score not visible after 30 s");
    await new Promise((r) => setTimeout(r, 100));
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
