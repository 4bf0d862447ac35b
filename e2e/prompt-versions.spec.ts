// A maintainer adds a version of a benchmark's official prompts on its maintainer page (issue
// 23): a template with an unknown placeholder and without {{claim}} is refused with both
// problems under it and the text kept; the corrected one becomes the current version, the
// shipped version stays readable, the benchmark page and the API show both, and the change
// is an audit event like the API's.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { demoMaintainer } from "./fixtures/accounts";
import { pageAxeViolations } from "./fixtures/axe";
import { publishBundle, trueFalseZip } from "./fixtures/bundles";
import { withDatabase } from "./fixtures/database";
import { shoot } from "./fixtures/screenshots";
import { signedInPage } from "./fixtures/sign-in";
import { expectNoSidewaysScroll } from "./fixtures/sideways";

const slug = `e2e-prompts-${randomUUID().slice(0, 8)}`;

test("a maintainer adds a prompt version; placeholder errors are named and old versions stay", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, demoMaintainer);
  await publishBundle(
    page,
    trueFalseZip(
      { slug, title: `Prompts ${slug}`, description: "E2E prompt versions." },
      [{ claim_id: "P1", text: "Claim P1", claim_date: "2025-02-03" }],
      [{ claim_id: "P1", label: "True" }],
      { dev: ["2025Q1"], test: [] },
    ),
  );

  await page.goto("/maintain");
  await page
    .getByRole("listitem")
    .filter({ hasText: `Prompts ${slug}` })
    .getByRole("link", { name: "official prompts" })
    .click();
  await expect(page.getByRole("heading", { name: `Official prompts: Prompts ${slug}` })).toBeVisible();
  const form = page.getByRole("form", { name: "New prompt version" });
  const verdict = form.getByLabel("Verdict template");
  await expect(verdict).toHaveValue(/give the final verdict in double square brackets/);

  const bad = "Decide on {{claimtext}} ({{claim_date}}). Answer [[label]], one of {{labels}}.";
  await verdict.fill(bad);
  await form.getByRole("button", { name: "Add version 2" }).click();
  await expect(form.getByRole("alert").first()).toContainText("Check the prompt templates");
  await expect(verdict).toHaveAttribute("aria-invalid", "true");
  const problems = page.locator("#prompt-verdict-error");
  await expect(problems).toContainText("unknown placeholder {{claimtext}}");
  await expect(problems).toContainText("must name {{claim}}");
  await expect(verdict).toHaveValue(bad);
  await shoot(page, "prompt-version-refused", { fits: true });

  const good = "Decide on {{claim}} ({{claim_date}}). Evidence: {{evidence}}. One of {{labels}}: [[label]].";
  await verdict.fill(good);
  await form.getByLabel("What changed (optional)").fill("Shorter verdict prompt");
  await form.getByRole("button", { name: "Add version 2" }).click();
  await expect(page.getByText("Added version 2: evaluations started from now on use it")).toBeVisible();
  await expect(form.getByRole("button", { name: "Add version 3" })).toBeVisible();

  const versions = page.locator("#prompts details");
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0).locator("summary")).toContainText("Version 2 (current)");
  await expect(versions.nth(0).locator("summary")).toContainText("Shorter verdict prompt");
  await versions.nth(1).locator("summary").click();
  await expect(versions.nth(1)).toContainText("give the final verdict in double square brackets");
  await shoot(page, "prompt-versions", { fits: true });
  await expectNoSidewaysScroll(page);
  expect(await pageAxeViolations(page)).toEqual([]);

  const api = await page.request.get(`/api/v1/benchmarks/${slug}/prompts`);
  const body = (await api.json()) as { current: number; versions: { templates: { verdict: string } }[] };
  expect(body.current).toBe(2);
  expect(body.versions.map((v) => v.templates.verdict)).toEqual([
    expect.stringContaining("professional fact-checker"),
    good,
  ]);
  await page.goto(`/benchmarks/${slug}`);
  await expect(page.locator("#prompts details").first()).toContainText(good);

  const audit = await withDatabase((exec) =>
    exec(
      `SELECT a."action", a."detailJson", u."email" FROM "AuditEvent" a JOIN "User" u ON u."id" = a."actorId"
       JOIN "Benchmark" b ON b."id" = a."targetId" WHERE b."slug" = $1 AND a."action" LIKE 'benchmark.prompts%'`,
      [slug],
    ),
  );
  expect(audit).toEqual([
    {
      action: "benchmark.prompts.add",
      detailJson: JSON.stringify({ version: 2, note: "Shorter verdict prompt" }),
      email: demoMaintainer.email,
    },
  ]);
  await page.context().close();
});
