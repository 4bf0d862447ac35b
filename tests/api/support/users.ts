// Test data written straight into the database of the server under test (DATABASE_URL).
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { Role, TokenScope } from "@/lib/security/roles";
import { signUpUser } from "@/lib/server/users/sign-up-user";
import { createToken } from "@/lib/server/tokens/create-token";
import { assertLocalDatabase } from "../../support/databases";
import { request } from "./http";

assertLocalDatabase(process.env.DATABASE_URL ?? "");

export type TestUser = { id: string; email: string; name: string; role: Role; password: string };

/**
 * A new account with a unique email, signed up as a researcher and then given `role`. Its
 * address is unconfirmed: call `verifyEmailOf` before it submits to a hidden split.
 */
export async function createUser(role: Role = "researcher", label = "api"): Promise<TestUser> {
  const email = `${label}-${randomUUID()}@example.org`;
  const name = `Test ${label}`;
  const password = `pw-${randomUUID()}`;
  const { createdUserId } = await signUpUser({ email, name, password });
  if (!createdUserId) throw new Error(`sign-up of ${email} created no user`);
  if (role !== "researcher") await db.user.update({ where: { id: createdUserId }, data: { role } });
  return { id: createdUserId, email, name, role, password };
}

/**
 * Confirms `user`'s address the way its owner would: the link from the newest email in the
 * outbox (the test server has no SMTP, so mail stays there), posted to the API.
 */
export async function verifyEmailOf(user: TestUser): Promise<void> {
  const mail = await db.outboxEmail.findFirst({
    where: { to: user.email, subject: { contains: "Confirm your email" } },
    orderBy: { createdAt: "desc" },
    select: { body: true },
  });
  const token = mail?.body.match(/\/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no confirmation link was emailed to ${user.email}`);
  const res = await request("/api/v1/email-verifications", { method: "POST", json: { token } });
  if (res.status !== 200)
    throw new Error(`confirming ${user.email} failed: ${res.status} ${await res.text()}`);
}

/** A personal API token of `user`; returns its id and the secret. */
export function createTokenFor(
  user: TestUser,
  scopes: TokenScope[],
): Promise<{ id: string; secret: string }> {
  return createToken(user, { name: `test ${scopes.join("+")}`, scopes });
}
