// axe-core (WCAG 2.1 A and AA rules) finds no violation on the main pages, in light and dark
// mode, at 1440 px and 390 px.
import { expect, test } from "@playwright/test";
import { seedBoard } from "./fixtures/seed-board";
import { demoMaintainer, demoResearcher, type BrowserAccount } from "./fixtures/accounts";
import { axeViolations } from "./fixtures/axe";

const SLUG = `a11y-e2e-${Date.now()}`;
let modelIds: Record<string, string> = {};

test.beforeAll(() => {
  modelIds = seedBoard(SLUG);
});

const pages = (): { path: string; as?: BrowserAccount }[] => [
  { path: "/" },
  { path: "/leaderboards" },
  { path: "/benchmarks" },
  { path: `/leaderboards/${SLUG}` },
  { path: `/leaderboards/${SLUG}?view=slices` },
  { path: `/leaderboards/${SLUG}?view=cutoff` },
  { path: `/benchmarks/${SLUG}` },
  { path: `/leaderboards/${SLUG}/models/${modelIds["Veteran"]}` },
  { path: "/submit", as: demoResearcher },
  { path: "/submissions", as: demoResearcher },
  // An open benchmark as a signed-out visitor meets it: files that need an account, and the
  // page a file's address answers a browser with.
  { path: "/benchmarks/liar2" },
  { path: "/benchmarks/liar2/access" },
  { path: "/api/v1/benchmarks/liar2/files/claims.jsonl" },
  { path: "/benchmarks/liar2/access?download=claims.jsonl", as: demoResearcher },
  { path: "/maintain/demo-livefact/contamination", as: demoMaintainer },
];

for (const scheme of ["light", "dark"] as const)
  for (const width of [1440, 390])
    test(`no WCAG 2.1 AA violation on the main pages, ${scheme} mode at ${width} px`, async ({ browser }) => {
      test.setTimeout(240_000);
      const all: string[] = [];
      for (const { path, as } of pages())
        for (const v of await axeViolations(browser, path, { width, scheme, ...(as ? { as } : {}) }))
          all.push(`${path}: ${v}`);
      expect(all).toEqual([]);
    });
