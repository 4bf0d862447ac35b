// The researcher's path: sign up, sign in on the page it lands on, make a token, use it, revoke it, sign out, sign in again.
import { expect, test } from "@playwright/test";
import { signUpNewAccount } from "./fixtures/accounts";

test("sign up, sign in, create a token, call /api/v1/me, revoke it, sign out, sign in", async ({
  page,
  request,
}) => {
  const account = await signUpNewAccount(page, "flow");
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `Welcome, ${account.name}: your account is ready and you are signed in.` }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(page.getByTestId("role")).toHaveText("researcher");
  await expect(page.getByTestId("email-status")).toContainText(`${account.email} · not confirmed yet`);

  await page.getByRole("link", { name: "Manage API tokens" }).click();
  await expect(page.getByRole("heading", { name: "API tokens" })).toBeVisible();
  // Researchers are not offered the admin scope.
  await expect(page.getByRole("checkbox")).toHaveCount(2);
  await page.getByLabel("Token name").fill("laptop");
  await page.getByRole("button", { name: "Create token" }).click();
  const secret = (await page.getByTestId("token-secret").textContent()) ?? "";
  expect(secret).toMatch(/^lc_[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId("token-laptop")).toContainText("read");

  // `request` has no cookies: the token alone identifies the caller.
  const me = await request.get("/api/v1/me", { headers: { authorization: `Bearer ${secret}` } });
  expect(me.status()).toBe(200);
  const body = (await me.json()) as Record<string, unknown>;
  expect(body).toEqual({ id: expect.any(String), name: account.name, role: "researcher" });

  await page.getByRole("button", { name: "Revoke laptop" }).click();
  await expect(page.getByTestId("token-laptop")).toContainText("revoked");
  const afterRevoke = await request.get("/api/v1/me", { headers: { authorization: `Bearer ${secret}` } });
  expect(afterRevoke.status()).toBe(401);
  expect(await afterRevoke.json()).toEqual({
    error: { code: "UNAUTHORIZED", message: "This token was revoked" },
  });

  const session = (await page.context().cookies()).find((c) => c.name === "next-auth.session-token");
  expect(session?.value).toMatch(/^ey/);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Faccount$/);
  // The server ended the session: the old cookie, replayed, is refused.
  const replay = await request.get("/api/v1/me", {
    headers: { cookie: `next-auth.session-token=${session?.value ?? ""}` },
  });
  expect(replay.status()).toBe(401);

  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId("email-status")).toContainText(account.email);
});

test("a wrong password shows an error and stays on the sign-in page", async ({ page }) => {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(`nobody-${Date.now()}@example.org`);
  await page.getByLabel("Password").fill("not-a-real-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("The email or password is not right.");
  await expect(page).toHaveURL(/\/signin$/);
});
