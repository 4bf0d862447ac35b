// Email verification and the hidden-split submission gate on a real database: links are
// stored hashed, work once, expire, are replaced by newer ones, are audited; unconfirmed
// users cannot submit to test or embargoed dev splits; maintainers can require approval.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { createSubmission } from "@/lib/server/submissions/create-submission";
import { signUpUser } from "@/lib/server/users/sign-up-user";
import { sendEmailVerification } from "@/lib/server/users/send-email-verification";
import { verifyEmail } from "@/lib/server/users/verify-email";
import { linkOAuthUser } from "@/lib/server/users/link-oauth-user";
import { verifyCredentials } from "@/lib/server/users/verify-credentials";
import { createSession, getSessionUser } from "@/lib/server/sessions/sessions";
import { updateAccessSettings } from "@/lib/server/access/update-access-settings";
import { requestAccess } from "@/lib/server/access/request-access";
import { decideAccessRequests } from "@/lib/server/access/decide-access-requests";
import { hashTokenSecret } from "@/lib/security/token-secret";
import type { Upload } from "@/lib/server/api/read-upload";
import { writeTestBundle } from "../fixtures/bundles/write-test-bundle";
import { uploadOf } from "../support/scoring-jobs";

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const slug = `verify-${uid()}`;
const ids = (q: string) => [0, 1, 2].map((i) => `${q}-c${i}`);
const QUARTERS = { dev: "2025Q1", test: "2025Q2", embargoedDev: "2025Q3" } as const;

async function newResearcher(): Promise<{ id: string; email: string; role: string; password: string }> {
  const email = `v-${uid()}@example.org`;
  const password = `pw-${uid()}-long`;
  const { createdUserId } = await signUpUser({ email, name: "Verifier", password });
  return { id: createdUserId!, email, role: "researcher", password };
}

/** The secret of the newest link emailed to `email` (the outbox is the mailbox here). */
async function linkSecret(email: string, pathPrefix = "/verify-email?token="): Promise<string> {
  const mail = await db.outboxEmail.findFirstOrThrow({
    where: { to: email, body: { contains: pathPrefix } },
    orderBy: { createdAt: "desc" },
    select: { body: true },
  });
  const at = mail.body.indexOf(pathPrefix);
  expect(at, mail.body).toBeGreaterThan(-1);
  return mail.body.slice(at + pathPrefix.length).split(/\s/)[0]!;
}

/** Predictions for every claim of `quarter`. */
const uploadFor = (quarter: string): Promise<Upload> =>
  uploadOf(
    {
      text:
        ids(quarter)
          .map((id) => JSON.stringify({ claim_id: id, score: 0.1 }))
          .join("\n") + "\n",
    },
    "pred.jsonl",
  );

async function newModel(userId: string): Promise<string> {
  const model = await db.modelEntry.create({
    data: {
      ownerId: userId,
      name: `m-${uid()}`,
      organisation: "o",
      declaredCutoff: new Date("2024-01-01"),
      cutoffSource: "card",
      regime: "closed_book",
    },
    select: { id: true },
  });
  return model.id;
}

const submit = async (user: { id: string; role: string }, modelId: string, quarter: string) =>
  createSubmission(
    user,
    { benchmark: slug, split: quarter, modelId, regime: "closed_book" },
    await uploadFor(quarter),
  );

describe(`email verification on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  let admin: { id: string; role: string };
  beforeAll(async () => {
    admin = await db.user.create({
      data: {
        email: `admin-${uid()}@example.org`,
        name: "Admin",
        role: "admin",
        emailVerifiedAt: new Date(),
      },
      select: { id: true, role: true },
    });
    const claims = Object.values(QUARTERS).flatMap((q, qi) =>
      ids(q).map((id, i) => ({ claim_id: id, text: `Claim ${id}`, claim_date: `2025-0${1 + qi * 3}-1${i}` })),
    );
    const labels = Object.values(QUARTERS).flatMap((q) =>
      ids(q).map((id, i) => ({ claim_id: id, integrity: 0.1 * i })),
    );
    const dir = await writeTestBundle({
      "benchmark.json": {
        slug,
        title: `Verify ${slug}`,
        track: "integrity",
        description: "d",
        license: "CC0",
        citation: "none",
      },
      "claims.jsonl": claims,
      "labels.jsonl": labels,
      "splits.json": { dev: [QUARTERS.dev, QUARTERS.embargoedDev], test: [QUARTERS.test] },
    });
    await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true });
    // Bundles embargo only test splits; a maintainer can still hold a dev split back.
    await db.split.updateMany({
      where: { benchmark: { slug }, name: QUARTERS.embargoedDev },
      data: { embargoUntil: new Date("2099-01-01") },
    });
  });

  it("sign-up emails a link stored only as a hash; the link confirms once, and is audited", async () => {
    const user = await newResearcher();
    const secret = await linkSecret(user.email);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.emailToken.findMany({
      where: { userId: user.id },
      select: { tokenHash: true, purpose: true, usedAt: true, expiresAt: true },
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashTokenSecret(secret));
    expect(rows[0]!.tokenHash).not.toContain(secret);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);
    expect(
      (await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { emailVerifiedAt: true } }))
        .emailVerifiedAt,
    ).toBeNull();

    await expect(verifyEmail(secret)).resolves.toEqual({ email: user.email });
    expect(
      (await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { emailVerifiedAt: true } }))
        .emailVerifiedAt,
    ).toBeInstanceOf(Date);
    expect(await db.auditEvent.count({ where: { targetId: user.id, action: "user.verify_email" } })).toBe(1);
    expect(
      await db.auditEvent.count({ where: { targetId: user.id, action: "user.email_verification_sent" } }),
    ).toBe(1);
    await expect(verifyEmail(secret)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("expired or was already used"),
    });
    await expect(sendEmailVerification(user)).resolves.toEqual({ alreadyVerified: true });
  });

  it("refuses expired, made-up and replaced links; resending is limited to one a minute", async () => {
    const user = await newResearcher();
    const first = await linkSecret(user.email);
    await expect(verifyEmail("x".repeat(43))).rejects.toMatchObject({ status: 400 });
    await expect(verifyEmail("short")).rejects.toMatchObject({ status: 400 });
    await expect(sendEmailVerification(user)).rejects.toMatchObject({
      status: 429,
      message: expect.stringContaining(user.email),
    });
    // A minute later a new link may go out, and the first one stops working.
    await db.emailToken.updateMany({
      where: { userId: user.id },
      data: { createdAt: new Date(Date.now() - 61_000) },
    });
    await expect(sendEmailVerification(user)).resolves.toEqual({ sentTo: user.email });
    const second = await linkSecret(user.email);
    expect(second).not.toBe(first);
    await expect(verifyEmail(first)).rejects.toMatchObject({ status: 400 });
    await db.emailToken.updateMany({
      where: { tokenHash: hashTokenSecret(second) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expect(verifyEmail(second)).rejects.toMatchObject({ status: 400 });
    expect(
      (await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { emailVerifiedAt: true } }))
        .emailVerifiedAt,
    ).toBeNull();
  });

  it("two confirmations racing with one link: exactly one succeeds", async () => {
    const user = await newResearcher();
    const secret = await linkSecret(user.email);
    const results = await Promise.allSettled([verifyEmail(secret), verifyEmail(secret), verifyEmail(secret)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await db.auditEvent.count({ where: { targetId: user.id, action: "user.verify_email" } })).toBe(1);
  });

  it("an unconfirmed user may submit to a public dev split but not to a test split", async () => {
    const user = await newResearcher();
    const modelId = await newModel(user.id);
    await expect(submit(user, modelId, QUARTERS.dev)).resolves.toMatchObject({ status: "queued" });
    await expect(submit(user, modelId, QUARTERS.test)).rejects.toMatchObject({
      status: 403,
      details: { reason: "EMAIL_UNVERIFIED" },
      message: expect.stringContaining(`Confirm your email address (${user.email})`),
    });
    // An embargoed split is invisible to researchers: 404, as if it did not exist.
    await expect(submit(user, modelId, QUARTERS.embargoedDev)).rejects.toMatchObject({ status: 404 });
    expect(await db.submission.count({ where: { userId: user.id } })).toBe(1);
    await verifyEmail(await linkSecret(user.email));
    await expect(submit(user, modelId, QUARTERS.test)).resolves.toMatchObject({ status: "queued" });
  });

  it("a maintainer can require approved access for hidden splits, on an open benchmark too", async () => {
    const user = await newResearcher();
    await verifyEmail(await linkSecret(user.email));
    const modelId = await newModel(user.id);
    await expect(requestAccess({ ...user }, slug, { answers: {} })).rejects.toMatchObject({ status: 409 });
    await updateAccessSettings(admin, slug, {
      mode: "open",
      terms: "",
      fields: [],
      hiddenSubmitNeedsApproval: true,
    });
    const audit = await db.auditEvent.findFirstOrThrow({
      where: { action: "benchmark.access_settings", actorId: admin.id },
      orderBy: { createdAt: "desc" },
      select: { detailJson: true },
    });
    expect(JSON.parse(audit.detailJson)).toMatchObject({
      hiddenSubmitNeedsApproval: { from: false, to: true },
    });
    try {
      await expect(submit(user, modelId, QUARTERS.test)).rejects.toMatchObject({
        status: 403,
        details: { reason: "APPROVAL_REQUIRED" },
        message: expect.stringContaining(`/benchmarks/${slug}/access`),
      });
      await expect(submit(user, modelId, QUARTERS.dev)).resolves.toMatchObject({ status: "queued" });
      const asked = await requestAccess({ ...user }, slug, { answers: {} });
      expect(asked.status).toBe("pending");
      await expect(submit(user, modelId, QUARTERS.test)).rejects.toMatchObject({
        message: expect.stringContaining("pending"),
      });
      await decideAccessRequests(admin, slug, { ids: [asked.id], decision: "approve" });
      await expect(submit(user, modelId, QUARTERS.test)).resolves.toMatchObject({ status: "queued" });
      // Admins (and the benchmark's maintainers) do not have to ask themselves, also on the
      // embargoed dev split only they can see; an unconfirmed admin is refused like anyone.
      const adminModel = await newModel(admin.id);
      await expect(submit(admin, adminModel, QUARTERS.test)).resolves.toMatchObject({ status: "queued" });
      await expect(submit(admin, adminModel, QUARTERS.embargoedDev)).resolves.toMatchObject({
        status: "queued",
      });
      const unconfirmedAdmin = await db.user.create({
        data: { email: `admin2-${uid()}@example.org`, name: "Admin 2", role: "admin" },
        select: { id: true, role: true },
      });
      await expect(
        submit(unconfirmedAdmin, await newModel(unconfirmedAdmin.id), QUARTERS.embargoedDev),
      ).rejects.toMatchObject({ status: 403, details: { reason: "EMAIL_UNVERIFIED" } });
    } finally {
      await updateAccessSettings(admin, slug, {
        mode: "open",
        terms: "",
        fields: [],
        hiddenSubmitNeedsApproval: false,
      });
    }
  });

  it("an OAuth identity verifies the address; linking to an unconfirmed password account drops its password and sessions", async () => {
    const fresh = await linkOAuthUser({
      provider: "github",
      providerAccountId: uid(),
      email: `o-${uid()}@example.org`,
      name: "Oa",
    });
    expect(
      (await db.user.findUniqueOrThrow({ where: { id: fresh.id }, select: { emailVerifiedAt: true } }))
        .emailVerifiedAt,
    ).toBeInstanceOf(Date);

    const squatter = await newResearcher();
    const session = await createSession(squatter.id);
    const linked = await linkOAuthUser({
      provider: "github",
      providerAccountId: uid(),
      email: squatter.email,
      name: "Owner",
    });
    expect(linked.id).toBe(squatter.id);
    expect(await verifyCredentials({ email: squatter.email, password: squatter.password })).toBeNull();
    expect(await getSessionUser(session)).toBeNull();
    expect(
      (await db.user.findUniqueOrThrow({ where: { id: squatter.id }, select: { emailVerifiedAt: true } }))
        .emailVerifiedAt,
    ).toBeInstanceOf(Date);

    const confirmed = await newResearcher();
    await verifyEmail(await linkSecret(confirmed.email));
    await linkOAuthUser({
      provider: "google",
      providerAccountId: uid(),
      email: confirmed.email,
      name: "Same",
    });
    expect(await verifyCredentials({ email: confirmed.email, password: confirmed.password })).not.toBeNull();
  });
});
