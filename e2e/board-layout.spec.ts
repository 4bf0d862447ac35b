// The board page at desktop (1440 px) and phone (390 px) widths: nothing scrolls sideways,
// the table uses the full width with a sticky header and sticky rank/model columns, sorting
// and the column choice live in the URL, rows become cards on phones with the chosen metric
// in view, the split picker chooses a quarter range, and dark mode follows the system
// setting and a remembered toggle.
import { expect, test, type Page } from "@playwright/test";
import { seedBoard } from "./fixtures/seed-board";
import { expectNoSidewaysScroll } from "./fixtures/sideways";

const SLUG = `layout-e2e-${Date.now()}`;
const board = `/leaderboards/${SLUG}`;

test.beforeAll(() => {
  seedBoard(SLUG);
});

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
/** Opens the filters' disclosure of splits and the cutoff rule (again if a click landed before hydration). */
async function openSplits(page: Page) {
  const summary = page.getByText(/^Splits \((default|\d+ chosen)\)/);
  await expect(async () => {
    if (!(await summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open))) await summary.click();
    await expect(page.getByTestId("split-summary")).toBeVisible({ timeout: 1000 });
  }).toPass();
}

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });

for (const view of ["", "?view=cutoff", "?view=longitudinal", "?view=cost"]) {
  test(`no sideways scroll at 390 px or 1440 px on ${view || "the table"}`, async ({ browser }) => {
    for (const width of [390, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${board}${view}`);
      await expect(page.getByRole("navigation", { name: "Leaderboard views" })).toBeVisible();
      expect(await sideways(page), `${view} at ${width} px`).toBeLessThanOrEqual(0);
      // Nor a box inside it (a table cut off in its own scroller).
      await expectNoSidewaysScroll(page);
      await shoot(page, `board${view.replace(/\W+/g, "-")}-${width}`);
      await page.close();
    }
  });
}

test("the benchmark page's section tabs wrap instead of widening a 390 px page", async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`/benchmarks/${SLUG}`);
  await expect(page.getByRole("navigation", { name: "Benchmark sections" })).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await page.close();
});

test("at 390 px each row is a card with rank, model, the chosen metric and its interval; details open on tap", async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(board);
  await expect(page.getByTestId("leaderboard-table")).toBeHidden();
  const card = page.locator('[data-testid="leaderboard-card"][data-model="Veteran"]');
  const metric = card.getByTestId("card-metric");
  await expect(metric).toBeVisible();
  // MSE, three decimals (or fewer, as disclosed on the hidden split; "< step" when it rounds to 0), with its interval.
  await expect(metric).toContainText(/^(< )?\d\.\d{1,3}\[\d\.\d{1,3}, \d\.\d{1,3}\]MSE$/);
  const box = await metric.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  await expect(card.getByText("Organisation")).toBeHidden();
  await card.locator("summary").click();
  await expect(card.getByText("Organisation")).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await shoot(page, "board-390-card-open");
  await page.close();
});

test("at 1440 px the table fills the width, header and rank/model columns are sticky, and sorting and columns are in the URL", async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(board);
  const scroller = page.getByTestId("leaderboard-scroller");
  expect((await scroller.boundingBox())!.width).toBeGreaterThan(1300);
  const position = (name: string) =>
    page
      .getByTestId("leaderboard-table")
      .getByRole("columnheader", { name })
      .evaluate((el) => getComputedStyle(el).position);
  expect(await position("MSE")).toBe("sticky");
  const row = page.locator('[data-testid="leaderboard-row"][data-model="Veteran"]');
  for (const i of [0, 1])
    expect(
      await row
        .locator("td")
        .nth(i)
        .evaluate((el) => getComputedStyle(el).position),
    ).toBe("sticky");

  // The rank header's sort arrow is whole, not under the sticky model column.
  const rankHeader = page.getByTestId("leaderboard-table").getByRole("columnheader", { name: /^Rank/ });
  await expect(rankHeader).toHaveAttribute("aria-sort", "ascending");
  const headerBox = (await rankHeader.boundingBox())!;
  const arrowBox = (await rankHeader.getByTestId("sort-arrow").boundingBox())!;
  expect(arrowBox.width).toBeGreaterThan(0);
  expect(arrowBox.x + arrowBox.width).toBeLessThanOrEqual(headerBox.x + headerBox.width);
  expect(await rankHeader.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

  // Sort by model name, then back to rank.
  await page
    .getByTestId("leaderboard-table")
    .getByRole("columnheader", { name: "Model" })
    .getByRole("link")
    .click();
  await expect(page).toHaveURL(/sort=model/);
  await expect(
    page.getByTestId("leaderboard-table").getByRole("columnheader", { name: "Model" }),
  ).toHaveAttribute("aria-sort", "ascending");
  // Sorting keeps the groups (ranked, unranked, baselines), each sorted among itself.
  const byGroup = async () => {
    const rows = await page
      .getByTestId("leaderboard-row")
      .evaluateAll((els) =>
        els.map((el) => [
          el.getAttribute("data-status") ?? "",
          el.querySelectorAll("td")[1]?.textContent ?? "",
        ]),
      );
    const group = (s: string) => (s === "ranked" ? 0 : s === "baseline" ? 2 : 1);
    expect(rows.map(([s]) => group(s!))).toEqual(rows.map(([s]) => group(s!)).sort());
    return [0, 1, 2].map((g) => rows.filter(([s]) => group(s!) === g).map(([, m]) => m!));
  };
  const lower = (x: string) => x.toLowerCase();
  const models = await byGroup();
  expect(models.flat().length).toBeGreaterThan(2);
  for (const list of models)
    expect(list).toEqual([...list].sort((x, y) => (lower(x) < lower(y) ? -1 : lower(x) > lower(y) ? 1 : 0)));
  await page
    .getByTestId("leaderboard-table")
    .getByRole("columnheader", { name: "Model" })
    .getByRole("link")
    .click();
  await expect(
    page.getByTestId("leaderboard-table").getByRole("columnheader", { name: "Model" }),
  ).toHaveAttribute("aria-sort", "descending");
  expect(await byGroup()).toEqual(models.map((list) => [...list].reverse()));
  await expect(page.getByTestId("leaderboard-row").last()).toHaveAttribute("data-status", "baseline");

  // Hide the organisation column: the URL, the permalink and the next page keep it hidden.
  // The summary says how many optional columns are shown when some are not (by default: open weights).
  await page.getByText(/^Columns \(\d+ of \d+ optional shown\)$/).click();
  await expect(page.getByRole("button", { name: "Show columns" })).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Organisation" }).uncheck();
  await expect(page).toHaveURL(/cols=/);
  await expect(
    page.getByTestId("leaderboard-table").getByRole("columnheader", { name: "Organisation" }),
  ).toHaveCount(0);
  await expect(page).toHaveURL(/sort=model/);
  const permalink = await page.getByRole("link", { name: "Permalink" }).getAttribute("href");
  expect(permalink).toMatch(/cols=/);
  await page.goto(permalink!);
  await expect(
    page.getByTestId("leaderboard-table").getByRole("columnheader", { name: "Organisation" }),
  ).toHaveCount(0);
  await expect(
    page.getByTestId("leaderboard-table").getByRole("columnheader", { name: "Cutoff" }),
  ).toHaveCount(1);
  await page.close();
});

test("the split picker shows the splits in force and applies a quarter range at once", async ({ page }) => {
  await page.goto(board);
  await openSplits(page);
  // The default state shows what is in force: every scored split ticked, and the summary says so.
  await expect(page.getByTestId("split-summary")).toHaveText(
    /^default: every split with scores \(\d+ splits, /,
  );
  await expect(page.getByRole("checkbox", { name: /^2025Q1/ })).toBeChecked();
  await page.getByLabel("From quarter").selectOption("2024Q4");
  await expect(page).toHaveURL(/splits=2024Q4/);
  await page.getByLabel("to quarter").selectOption("2025Q1");
  await expect(page).toHaveURL(/splits=2024Q4(&splits=|%2C|,)2025Q1$/);
  await expect(page.getByTestId("split-summary")).toHaveText("2 splits, 2024Q4–2025Q1");
  await expect(page.getByTestId("window-claims")).toContainText("120 claims in 2024Q4, 2025Q1");
  await expect(page.getByRole("checkbox", { name: /^2024Q3/ })).not.toBeChecked();
  // One box more: applied at once too.
  await page.getByRole("checkbox", { name: /^2024Q3/ }).check();
  await expect(page).toHaveURL(/splits=2024Q3(&splits=|%2C|,)2024Q4(&splits=|%2C|,)2025Q1$/);
  await expect(page.getByTestId("window-claims")).toContainText("claims in 2024Q3, 2024Q4, 2025Q1");
  // The regime and metric apply when chosen, keeping the splits.
  await page.getByRole("combobox", { name: "Regime" }).selectOption("closed_book");
  await expect(page).toHaveURL(/regime=closed_book/);
  await expect(page).toHaveURL(/splits=2024Q3/);
});

test("dark mode follows the system setting and a remembered toggle, and keeps the accessibility basics", async ({
  browser,
}) => {
  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await browser.newPage({ colorScheme: "light", viewport: { width: 1440, height: 900 } });
  await light.goto(board);
  const lightBg = await background(light);
  const lightCell = await light
    .locator('[data-testid="leaderboard-row"] td')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

  const dark = await browser.newPage({ colorScheme: "dark", viewport: { width: 1440, height: 900 } });
  await dark.goto(board);
  await expect(dark.locator("html")).toHaveClass(/dark/);
  expect(await background(dark)).not.toBe(lightBg);
  expect(
    await dark
      .locator('[data-testid="leaderboard-row"] td')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor),
  ).not.toBe(lightCell);
  await shoot(dark, "board-1440-dark");

  // The toggle overrides the system and is remembered across loads (set before first paint).
  const toggle = light.getByTestId("theme-toggle").first();
  await expect(toggle).toHaveText("Theme: system");
  await toggle.click();
  await expect(light.locator("html")).toHaveClass(/dark/);
  await light.reload();
  await expect(light.locator("html")).toHaveClass(/dark/);
  await expect(light.getByTestId("theme-toggle").first()).toHaveText("Theme: dark");
  expect(await background(light)).not.toBe(lightBg);

  // Skip link first in tab order, and the filters are labelled.
  await light.keyboard.press("Tab");
  await expect(light.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await expect(light.getByLabel("Claims from")).toBeVisible();
  await openSplits(light);
  await expect(light.getByRole("checkbox", { name: /2025Q1/ })).toHaveCount(1);
  await light.close();
  await dark.close();
});

test("a sliced verdict board (nine metrics) fits 1440 px by default; the column chooser adds the rest", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/leaderboards/demo-livefact");
  const table = page.getByTestId("leaderboard-table");
  await expect(table).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expect(table.getByRole("columnheader", { name: /Format success/ })).toHaveCount(1);
  await expect(table.getByRole("columnheader", { name: /Accuracy \(parsed only\)/ })).toHaveCount(0);
  await page.getByText(/^Columns \(\d+ of \d+ optional shown\)$/).click();
  await page.getByRole("checkbox", { name: "Accuracy (parsed only)" }).check();
  await expect(table.getByRole("columnheader", { name: /Accuracy \(parsed only\)/ })).toHaveCount(1);
  await shoot(page, "board-verdict-1440");
});
