// Admin pages and APIs: researchers are refused; an admin changes a role on /admin.
import { expect, test } from "@playwright/test";
import { demoAdmin, demoResearcher, newAccount, signUpThroughForm } from "./fixtures/accounts";
import { signInThroughApi } from "./fixtures/sign-in";

test("a researcher is refused on the admin page and the admin APIs", async ({ page, context }) => {
  await signInThroughApi(context, demoResearcher);
  const res = await page.goto("/admin");
  expect(res?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);

  const list = await context.request.get("/api/v1/admin/users");
  expect(list.status()).toBe(403);
  expect(await list.json()).toEqual({ error: { code: "FORBIDDEN", message: "This needs the admin role" } });
  const patch = await context.request.patch("/api/v1/admin/users/anyone", { data: { role: "admin" } });
  expect(patch.status()).toBe(403);
});

test("an admin changes a user's role on /admin and it is saved", async ({ page, context, browser }) => {
  const target = newAccount("promote");
  // Signed up in a separate context, so this one stays signed out until the admin signs in.
  const signUpContext = await browser.newContext();
  await signUpThroughForm(await signUpContext.newPage(), target);
  await signUpContext.close();

  await signInThroughApi(context, demoAdmin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
  const row = page.getByTestId(`user-${target.email}`);
  const role = row.getByLabel(`Role of ${target.email}`);
  await expect(role).toHaveValue("researcher");
  await role.selectOption("maintainer");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row.getByRole("status")).toHaveText("Role is now maintainer");

  await page.reload();
  await expect(page.getByTestId(`user-${target.email}`).getByLabel(`Role of ${target.email}`)).toHaveValue(
    "maintainer",
  );
  const users = (await (await context.request.get("/api/v1/admin/users")).json()) as {
    users: { email: string; role: string }[];
  };
  expect(users.users.find((u) => u.email === target.email)?.role).toBe("maintainer");
});
