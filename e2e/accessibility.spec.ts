// axe-core (WCAG 2.1 A and AA rules) finds no violation on the main pages, in light and dark
// mode, at 1440 px and 390 px.
import { createRequire } from "node:module";
import { expect, test, type Browser } from "@playwright/test";
import { seedBoard } from "./fixtures/seed-board";
import { demoResearcher } from "./fixtures/accounts";
import { signInThroughApi } from "./fixtures/sign-in";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const SLUG = `a11y-e2e-${Date.now()}`;
let modelIds: Record<string, string> = {};

test.beforeAll(() => {
  modelIds = seedBoard(SLUG);
});

type Violation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };

async function violations(
  browser: Browser,
  path: string,
  options: { width: number; scheme: "light" | "dark"; signedIn: boolean },
): Promise<string[]> {
  // The page's CSP allows only its own scripts; axe is injected for the test alone.
  const context = await browser.newContext({
    viewport: { width: options.width, height: 900 },
    colorScheme: options.scheme,
    bypassCSP: true,
  });
  if (options.signedIn) await signInThroughApi(context, demoResearcher);
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await page.addScriptTag({ path: axePath });
  const found = (await page.evaluate(() =>
    (
      window as unknown as {
        axe: { run: (o: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe
      .run({ runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } })
      .then((r) => r.violations),
  )) as Violation[];
  await context.close();
  return found.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join("; ")}`,
  );
}

const pages = (): { path: string; signedIn: boolean }[] => [
  { path: "/", signedIn: false },
  { path: "/leaderboards", signedIn: false },
  { path: "/benchmarks", signedIn: false },
  { path: `/leaderboards/${SLUG}`, signedIn: false },
  { path: `/leaderboards/${SLUG}?view=slices`, signedIn: false },
  { path: `/leaderboards/${SLUG}?view=cutoff`, signedIn: false },
  { path: `/benchmarks/${SLUG}`, signedIn: false },
  { path: `/leaderboards/${SLUG}/models/${modelIds["Veteran"]}`, signedIn: false },
  { path: "/submit", signedIn: true },
  { path: "/submissions", signedIn: true },
];

for (const scheme of ["light", "dark"] as const)
  for (const width of [1440, 390])
    test(`no WCAG 2.1 AA violation on the main pages, ${scheme} mode at ${width} px`, async ({ browser }) => {
      test.setTimeout(180_000);
      const all: string[] = [];
      for (const { path, signedIn } of pages())
        for (const v of await violations(browser, path, { width, scheme, signedIn }))
          all.push(`${path}: ${v}`);
      expect(all).toEqual([]);
    });
