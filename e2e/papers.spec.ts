// The papers' measures on real pages: the change-point cutoff estimate beside the declared
// cutoff on a board, and the parsed-only metrics (RW-Post) on a verdict board and a
// submission page; screenshots at 1440 and 390 px into e2e/screenshots/.
import { execFileSync } from "node:child_process";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signInThroughApi } from "./fixtures/sign-in";
import { DEMO_ACCOUNTS } from "../scripts/setup/demo-accounts";

const SLUG = `papers-e2e-${Date.now()}`;

test.beforeAll(() => {
  execFileSync("npx", ["tsx", "--conditions=react-server", "scripts/bench/leaderboard-seed-cli.ts", SLUG], {
    env: process.env,
    stdio: ["ignore", "pipe", "inherit"],
    timeout: 120_000,
  });
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
    if (admin)
      await signInThroughApi(
        context,
        DEMO_ACCOUNTS.find((a) => a.role === "admin")!,
      );
    const page = await context.newPage();
    await page.goto(path);
    await check(page);
    await page.screenshot({ path: `e2e/screenshots/papers-${name}-${width}.png`, fullPage: true });
    await context.close();
  }
}

test("a board shows each model's estimated cutoff beside the declared one", async ({ browser }) => {
  await shoot(browser, `/leaderboards/${SLUG}`, "cutoff", async (page) => {
    const recent = page.locator(
      '[data-testid="leaderboard-row"][data-model="Recent"] [data-testid="cutoff-cell"]',
    );
    await expect(recent).toContainText("2024-11-30");
    await expect(recent).toContainText(/estimated \d{4}-\d{2}-\d{2} \[/);
    // Veteran's claims all come after its cutoff, with errors that do not rise: no estimate, no flag.
    const veteran = page.locator(
      '[data-testid="leaderboard-row"][data-model="Veteran"] [data-testid="cutoff-cell"]',
    );
    await expect(veteran).toHaveText("2024-05-31");
  });
  await shoot(browser, `/leaderboards/${SLUG}?cutoff=estimated`, "cutoff-estimated", async (page) => {
    await expect(page.getByText(/^Estimated cutoffs:/)).toBeVisible();
    await expect(
      page.locator('[data-testid="leaderboard-row"][data-model="Recent"] [data-testid="cutoff-cell"]'),
    ).toContainText("declared 2024-11-30");
  });
});

test("a verdict board and a submission show the parsed-only metrics beside the format success rate", async ({
  browser,
  request,
}) => {
  await shoot(browser, "/leaderboards/demo-livefact?metric=macro_f1_parsed", "parsed-board", async (page) => {
    if (page.viewportSize()!.width < 640) {
      // Below 640 px each row is a card showing the chosen metric.
      const cards = page.getByRole("list", { name: "Leaderboard by Macro-F1 (parsed only)" });
      await expect(cards.getByRole("listitem").first()).toContainText("Macro-F1 (parsed only)");
      return;
    }
    await expect(page.getByRole("columnheader", { name: /Macro-F1 \(parsed only\)/ })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: /Format success/ })).toBeVisible();
  });
  const board = (await (await request.get("/api/v1/leaderboards/demo-livefact")).json()) as {
    rows: { submissionIds: string[] }[];
  };
  const id = board.rows.find((r) => r.submissionIds.length > 0)!.submissionIds[0]!;
  await shoot(
    browser,
    `/submissions/${id}`,
    "parsed-submission",
    async (page) => {
      await expect(page.getByTestId("metric-accuracy_parsed")).toBeVisible();
      await expect(page.getByTestId("fsr")).toContainText("parsed outputs only");
    },
    true,
  );
});
