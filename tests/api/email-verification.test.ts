// Email confirmation over HTTP: an unconfirmed account is refused on hidden splits with a
// message that says what to do, resends are limited, the link confirms once, and then the
// same upload is accepted. Public dev splits never need it.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { claimIds, importIntegrityBundle, researcherWithModel, submitScores } from "./support/benchmarks";
import { jsonOf, request } from "./support/http";
import { createTokenFor, type TestUser } from "./support/users";

const SLUG = `verify-api-${Date.now()}`;
const DEV = { quarter: "2025Q1", ids: claimIds("d", 5), goldOffset: 0 };
const TEST = { quarter: "2025Q2", ids: claimIds("t", 5), goldOffset: 100 };

describe(`email confirmation API (${process.env.DATABASE_URL?.split(":")[0]})`, () => {
  let user: TestUser;
  let token: string;
  let modelId: string;
  const submit = (q: typeof DEV) =>
    submitScores(
      token,
      { benchmark: SLUG, split: q.quarter, modelId, regime: "closed_book" },
      q.ids.map((id) => ({ id, score: 0 })),
    );
  const newestLink = async (): Promise<string> => {
    // The newest confirmation mail: other mail (a submission scored) may have come since.
    const mail = await db.outboxEmail.findFirstOrThrow({
      where: { to: user.email, body: { contains: "/verify-email?token=" } },
      orderBy: { createdAt: "desc" },
      select: { body: true },
    });
    return mail.body.match(/\/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1] ?? "";
  };

  beforeAll(async () => {
    await importIntegrityBundle(SLUG, [DEV, TEST], {
      "splits.json": { dev: [DEV.quarter], test: [TEST.quarter] },
    });
    ({ user, token, modelId } = await researcherWithModel("verify"));
  });

  it("refuses a hidden split until the address is confirmed, and says how", async () => {
    expect((await submit(DEV)).status).toBe(201);
    const refused = await submit(TEST);
    expect(refused.status).toBe(403);
    const body = (await jsonOf(refused)) as { error: { code: string; reason: string; message: string } };
    expect(body.error).toMatchObject({ code: "FORBIDDEN", reason: "EMAIL_UNVERIFIED" });
    expect(body.error.message).toContain(`Confirm your email address (${user.email})`);
    expect(body.error.message).toContain("/account");

    const status = await jsonOf(await request("/api/v1/me/email-verification", { token }));
    expect(status).toEqual({ email: user.email, verified: false, verifiedAt: null });
    // The sign-up link went out a moment ago: a resend must wait a minute.
    const tooSoon = await request("/api/v1/me/email-verification", { method: "POST", token });
    expect(tooSoon.status).toBe(429);
    expect(((await jsonOf(tooSoon)) as { error: { message: string } }).error.message).toContain(user.email);

    const link = await newestLink();
    expect(
      (await request("/api/v1/email-verifications", { method: "POST", json: { token: "nope" } })).status,
    ).toBe(400);
    const confirmed = await request("/api/v1/email-verifications", { method: "POST", json: { token: link } });
    expect(confirmed.status).toBe(200);
    expect(await jsonOf(confirmed)).toEqual({ verified: true, email: user.email });
    const again = await request("/api/v1/email-verifications", { method: "POST", json: { token: link } });
    expect(again.status).toBe(400);
    expect(((await jsonOf(again)) as { error: { message: string } }).error.message).toContain(
      "expired or was already used",
    );

    expect(
      ((await jsonOf(await request("/api/v1/me/email-verification", { token }))) as { verified: boolean })
        .verified,
    ).toBe(true);
    expect((await submit(TEST)).status).toBe(201);
  });

  it("a read-only token cannot ask for mail; no token is 401", async () => {
    const readOnly = (await createTokenFor(user, ["read"])).secret;
    expect((await request("/api/v1/me/email-verification", { method: "POST", token: readOnly })).status).toBe(
      403,
    );
    expect((await request("/api/v1/me/email-verification", { method: "POST" })).status).toBe(401);
  });
});
