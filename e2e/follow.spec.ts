// Following a benchmark (issue 24): a researcher follows one from the button in its header, the
// maintainer publishes a new release, and the researcher reads the notification and follows
// its link back; at 1440 px and on a 390 px phone.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { demoMaintainer } from "./fixtures/accounts";
import { publishBundle, trueFalseZip } from "./fixtures/bundles";
import { shoot } from "./fixtures/screenshots";
import { signedInPage, signedUpPage } from "./fixtures/sign-in";

test.describe.configure({ timeout: 120_000 });

/** A True/False bundle of `slug` whose quarter 2025Q1 holds `n` claims (a new claim makes a new release). */
function bundle(slug: string, title: string, n: number): Buffer {
  const ids = Array.from({ length: n }, (_, i) => `F${i + 1}`);
  return trueFalseZip(
    { slug, title, description: "E2E follow a benchmark." },
    ids.map((id, i) => ({ claim_id: id, text: `Claim ${id}`, claim_date: `2025-02-0${i + 1}` })),
    ids.map((id) => ({ claim_id: id, label: "True" })),
    { dev: ["2025Q1"], test: [] },
  );
}

for (const width of [1440, 390]) {
  test(`at ${width} px a follower is told of a new release and reads it`, async ({ browser }) => {
    const slug = `e2e-follow-${width}-${randomUUID().slice(0, 8)}`;
    const title = `Follow ${slug}`;
    const maintainer = await signedInPage(browser, demoMaintainer);
    await publishBundle(maintainer, bundle(slug, title, 2));

    const { page } = await signedUpPage(browser, `follow${width}`);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/benchmarks/${slug}`);
    const follow = page.getByRole("button", { name: "Follow", exact: true });
    await expect(follow).toBeVisible();
    await expect(follow).toHaveAttribute("aria-pressed", "false");
    await follow.click();
    const following = page.getByRole("button", { name: "Following" });
    await expect(following).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(following).toBeVisible();
    if (width === 1440) await shoot(page, "follow-benchmark", { fits: true });

    await publishBundle(maintainer, bundle(slug, title, 3));
    await maintainer.context().close();

    await page.setViewportSize({ width, height: 900 });
    await page.goto("/notifications");
    const told = page.getByTestId("notification").filter({ hasText: `${title} published release r2.` });
    await expect(told).toHaveCount(1);
    await expect(told).toHaveAttribute("data-read", "false");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (width === 1440) await shoot(page, "follow-notification", { fits: true });
    await told.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/benchmarks/${slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });
}
