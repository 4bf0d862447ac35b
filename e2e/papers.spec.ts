// The papers' measures on real pages: the change-point cutoff estimate beside the declared
// cutoff on a board, and the parsed-only metrics (RW-Post) on a verdict board and a
// submission page; screenshots at 1440 and 390 px into e2e/screenshots/.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { seedBoard } from "./fixtures/seed-board";
import { demoAdmin } from "./fixtures/accounts";
import { signInThroughApi } from "./fixtures/sign-in";
import { scoredDevSubmission } from "./fixtures/dev-submission";

// Each test renders several pages at two widths: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const SLUG = `papers-e2e-${Date.now()}`;
let modelIds: Record<string, string> = {};

test.beforeAll(() => {
  modelIds = seedBoard(SLUG);
});

async function shoot(
  browser: Browser,
  path: string,
  name: string,
  check: (page: Page) => Promise<void>,
  admin = false,
): Promise<void> {
  for (const width of [1440, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    if (admin) await signInThroughApi(context, demoAdmin);
    const page = await context.newPage();
    await page.goto(path);
    await check(page);
    await page.screenshot({ path: `e2e/screenshots/papers-${name}-${width}.png`, fullPage: true });
    await context.close();
  }
}

test("a board shows each model's estimated cutoff beside the declared one", async ({ browser }) => {
  const cell = (page: Page, model: string) =>
    page.locator(`[data-testid="leaderboard-row"][data-model="${model}"] [data-testid="cutoff-cell"]`);
  // Every split of this board is a hidden test split: the change point would be read from exact
  // hidden results, so a visitor sees the declared cutoff only (the composition rule) ...
  await shoot(browser, `/leaderboards/${SLUG}`, "cutoff-visitor", async (page) => {
    await expect(cell(page, "Recent")).toHaveText("2024-11-30");
  });
  // ... and the maintainers (here an admin) the estimate beside it.
  await shoot(
    browser,
    `/leaderboards/${SLUG}`,
    "cutoff",
    async (page) => {
      await expect(cell(page, "Recent")).toContainText("2024-11-30");
      await expect(cell(page, "Recent")).toContainText(/estimated \d{4}-\d{2}-\d{2} \[/);
      // Veteran's claims all come after its cutoff, with errors that do not rise: no estimate, no flag.
      await expect(cell(page, "Veteran")).toHaveText("2024-05-31");
    },
    true,
  );
  await shoot(
    browser,
    `/leaderboards/${SLUG}?cutoff=estimated`,
    "cutoff-estimated",
    async (page) => {
      await expect(page.getByText(/^Estimated cutoffs:/)).toBeVisible();
      await expect(cell(page, "Recent")).toContainText("declared 2024-11-30");
    },
    true,
  );
});

type BoardRow = {
  model: string;
  estimatedCutoff: { cutoff: string; low: string; high: string; contradicted: boolean } | null;
  properties?: Record<string, { mse: number | null; n: number; missing: number }>;
};

async function boardRows(page: Page): Promise<BoardRow[]> {
  const answer = await page.request.get(`/api/v1/leaderboards/${SLUG}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { rows: BoardRow[] }).rows;
}

test("a model page shows the change-point cutoff with its interval beside the declared one, as the board does", async ({
  browser,
}) => {
  for (const name of ["Recent", "Veteran"]) {
    await shoot(
      browser,
      `/leaderboards/${SLUG}/models/${modelIds[name]}`,
      `model-${name}`,
      async (page) => {
        const row = (await boardRows(page)).find((r) => r.model === name)!;
        await expect(page.getByText(/^Declared cutoff$/)).toBeVisible();
        const facts = page.locator("dl [data-testid=cutoff-estimate]");
        if (row.estimatedCutoff) {
          const e = row.estimatedCutoff;
          await expect(facts).toContainText(`${e.cutoff} [${e.low}, ${e.high}]`);
          await expect(page.locator("dl [data-testid=cutoff-contradicted]")).toHaveCount(
            e.contradicted ? 1 : 0,
          );
        } else await expect(facts).toContainText(/^none/);
        // The rank card on this benchmark says the same.
        await expect(
          page.locator("[data-testid=model-ranks] [data-testid=cutoff-estimate]").first(),
        ).toHaveText((await facts.textContent())!);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
      },
      true,
    );
  }
  // Recent's error rises after its cutoff: the maintainers' board gives it an estimate, so the
  // page must show one; a visitor's board over hidden splits withholds it.
  const admin = await browser.newContext();
  await signInThroughApi(admin, demoAdmin);
  expect(
    (await boardRows(await admin.newPage())).find((r) => r.model === "Recent")?.estimatedCutoff,
  ).not.toBeNull();
  await admin.close();
  const visitor = await browser.newContext();
  expect(
    (await boardRows(await visitor.newPage())).find((r) => r.model === "Recent")?.estimatedCutoff,
  ).toBeNull();
  await visitor.close();
});

test("a board with declared properties shows each model's property MSE beside its aggregate MSE", async ({
  browser,
}) => {
  await shoot(browser, `/leaderboards/${SLUG}`, "properties", async (page) => {
    const rows = await boardRows(page);
    // A table from 640 px, a card per model below.
    const isPhone = page.viewportSize()!.width < 640;
    const table = page.getByTestId(isPhone ? "property-cards" : "property-table");
    await expect(table).toBeVisible();
    for (const name of ["Recent", "Veteran"]) {
      const p = rows.find((r) => r.model === name)!.properties!;
      // 240 claims with claim_specificity gold, every fifth left out: disclosed (hidden splits) for n = 192.
      expect(p["claim_specificity"]).toMatchObject({ n: 192, missing: 48 });
      expect(Number.isFinite(p["claim_specificity"]!.mse)).toBe(true);
      const cell = isPhone
        ? table.locator(`li:has(p:text-is("${name}"))`)
        : table.locator(`tr:has(td:text-is("${name}")) [data-property="claim_specificity"]`);
      await expect(cell).toContainText("n = 192, 48 left out");
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
});

test("a verdict board and a submission show the parsed-only metrics beside the format success rate", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A scored public submission of its own, so this spec needs no other spec's data.
  const own = await scoredDevSubmission(browser);
  await shoot(browser, "/leaderboards/demo-livefact?metric=macro_f1_parsed", "parsed-board", async (page) => {
    if (page.viewportSize()!.width < 640) {
      // Below 640 px each row is a card showing the chosen metric (a group's heading, such as
      // the baselines' when no submitted row is ranked on the default splits, is no card).
      const cards = page.getByRole("list", { name: "Leaderboard by Macro-F1 (parsed only)" });
      await expect(cards.getByTestId("leaderboard-card").first()).toContainText("Macro-F1 (parsed only)");
      return;
    }
    await expect(page.getByRole("columnheader", { name: /Macro-F1 \(parsed only\)/ })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: /Format success/ })).toBeVisible();
  });
  await shoot(
    browser,
    `/submissions/${own}`,
    "parsed-submission",
    async (page) => {
      await expect(page.getByTestId("metric-accuracy_parsed")).toBeVisible();
      await expect(page.getByTestId("fsr")).toContainText("parsed outputs only");
    },
    true,
  );
});
