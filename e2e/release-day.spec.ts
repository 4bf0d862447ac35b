// Release-day evaluations on the model page (issue 24): the owner of a model with an endpoint
// opts it in on a benchmark with a monthly limit, sees the limit and this month's spending,
// changes nothing by reloading, and opts out; the section fits 1440 and 390 px.
import { expect, test } from "@playwright/test";
import { startFakeOpenAi } from "../tests/support/fake-openai";
import { registerModel } from "./fixtures/models";
import { signUpNewAccount } from "./fixtures/accounts";
import { shoot } from "./fixtures/screenshots";

test.describe.configure({ timeout: 120_000 });

test("the owner opts a model in to release-day evaluations and out again", async ({ page }) => {
  const fake = await startFakeOpenAi();
  try {
    await signUpNewAccount(page, "release-day");
    const name = `release-day-e2e-${Date.now()}`;
    await registerModel(page, name);
    await page.getByRole("link", { name }).first().click();
    // No endpoint yet: no release-day section.
    await expect(page.getByRole("heading", { name: "Release-day evaluations" })).toHaveCount(0);
    const form = page.getByRole("form", { name: "Endpoint" });
    await form.getByLabel("Base URL").fill(fake.url);
    await form.getByLabel("Model name").fill("fake-chat-e2e");
    await form.getByRole("button", { name: "Set endpoint" }).click();
    await expect(page.getByText("Saved the endpoint")).toBeVisible();

    const section = page.getByRole("region", { name: "Release-day evaluations" });
    await expect(section).toBeVisible();
    await section.getByLabel("Monthly limit (USD)").fill("15");
    await section.getByRole("button", { name: "Evaluate on every new split" }).click();
    await expect(section.getByText(/Opted in on .+, up to \$15\.00 a month/)).toBeVisible();
    const list = section.getByRole("list", {
      name: "Benchmarks this model is evaluated on as new splits open",
    });
    await expect(list.getByText("$0.00 of $15.00 this month")).toBeVisible();
    await shoot(page, "release-day-model", { fits: true });

    await page.reload();
    await expect(list.getByText("$0.00 of $15.00 this month")).toBeVisible();
    await list.getByRole("button", { name: /^Opt out of / }).click();
    await expect(list).toHaveCount(0);
  } finally {
    await fake.close();
  }
});
