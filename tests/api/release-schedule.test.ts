// The scheduling routes over HTTP (issue 24): POST .../publish with and without `at`,
// DELETE .../schedule, PATCH .../splits/{split} with `retireAt`; each answer checked against
// the schema the OpenAPI document names for it, bad times refused naming the field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { documentedCall } from "./support/openapi-schemas";
import { jsonOf, request } from "./support/http";
import { createTokenFor, createUser, type TestUser } from "./support/users";
import { scheduleBundle, SCHEDULE_KINDS } from "../support/schedule-fixture";

const PUBLISH = "/benchmarks/{slug}/releases/{version}/publish";
const SCHEDULE = "/benchmarks/{slug}/releases/{version}/schedule";
const SPLIT = "/benchmarks/{slug}/splits/{split}";
const draftSlug = `api-sched-${Date.now()}`;
const liveSlug = `api-sched-live-${Date.now()}`;
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
let maintainer: TestUser;
let token: string;
let researcherToken: string;
let strangerToken: string;

beforeAll(async () => {
  maintainer = await createUser("maintainer", "sched");
  token = (await createTokenFor(maintainer, ["read", "write"])).secret;
  researcherToken = (await createTokenFor(await createUser("researcher", "sched"), ["read", "write"])).secret;
  strangerToken = (await createTokenFor(await createUser("maintainer", "sched"), ["read", "write"])).secret;
  await importBundleFromPath(maintainer, await scheduleBundle(draftSlug));
  await importBundleFromPath(maintainer, await scheduleBundle(liveSlug), { publish: true });
});

afterAll(async () => {
  await db.job.deleteMany({
    where: { kind: { in: SCHEDULE_KINDS }, payloadJson: { contains: maintainer.id } },
  });
});

describe(`scheduling over HTTP (${process.env.DATABASE_URL?.split(":")[0]})`, () => {
  const publishUrl = `/api/v1/benchmarks/${draftSlug}/releases/r1/publish`;
  const scheduleUrl = `/api/v1/benchmarks/${draftSlug}/releases/r1/schedule`;

  it("schedules, replaces and cancels a publication", async () => {
    const first = await documentedCall("POST", PUBLISH, publishUrl, { token, json: { at: future(3) } });
    expect(first).toMatchObject({ status: 200, body: { status: "scheduled", replaced: null } });
    const second = await documentedCall("POST", PUBLISH, publishUrl, { token, json: { at: future(4) } });
    expect(second.body).toMatchObject({ status: "scheduled", replaced: first.body.publishAt });
    const cancelled = await documentedCall("DELETE", SCHEDULE, scheduleUrl, { token });
    expect(cancelled.body).toMatchObject({ status: "cancelled", replaced: second.body.publishAt });
    expect((await documentedCall("DELETE", SCHEDULE, scheduleUrl, { token })).status).toBe(409);
  });

  it("refuses a bad time naming the field, a body that is not JSON, and strangers", async () => {
    for (const at of ["tomorrow", "2027-01-15T09:00:00", 17]) {
      const res = await documentedCall("POST", PUBLISH, publishUrl, { token, json: { at } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { fields: { at: expect.stringContaining("ISO 8601") } } });
    }
    const notJson = await request(publishUrl, { method: "POST", token, body: "{at:" });
    expect(notJson.status).toBe(400);
    expect(
      (await documentedCall("POST", PUBLISH, publishUrl, { token: researcherToken, json: { at: future(1) } }))
        .status,
    ).toBe(403);
    expect(
      (await documentedCall("POST", PUBLISH, publishUrl, { token: strangerToken, json: { at: future(1) } }))
        .status,
    ).toBe(404);
    expect((await documentedCall("DELETE", SCHEDULE, scheduleUrl, { token: strangerToken })).status).toBe(
      404,
    );
    expect((await request(publishUrl, { method: "POST", json: { at: future(1) } })).status).toBe(401);
  });

  it("sets and cancels a test split's retirement date; refuses dev splits and bad dates", async () => {
    const url = `/api/v1/benchmarks/${liveSlug}/splits/2025Q2`;
    const set = await documentedCall("PATCH", SPLIT, url, { token, json: { retireAt: future(10) } });
    expect(set).toMatchObject({ status: 200, body: { name: "2025Q2", kind: "test", retiredAt: null } });
    const cleared = await documentedCall("PATCH", SPLIT, url, { token, json: { retireAt: null } });
    expect(cleared.body).toMatchObject({ retireAt: null });
    const bad = await documentedCall("PATCH", SPLIT, url, { token, json: { retireAt: "next week" } });
    expect(bad).toMatchObject({ status: 400, body: { error: { fields: { retireAt: expect.any(String) } } } });
    const unknown = await documentedCall("PATCH", SPLIT, url, {
      token,
      json: { retireAt: null, colour: "red" },
    });
    expect(unknown.status).toBe(400);
    const dev = await documentedCall("PATCH", SPLIT, `/api/v1/benchmarks/${liveSlug}/splits/2025Q1`, {
      token,
      json: { retireAt: future(10) },
    });
    expect(dev.status).toBe(400);
    expect(
      (await documentedCall("PATCH", SPLIT, url, { token: researcherToken, json: { retireAt: null } }))
        .status,
    ).toBe(403);
    expect(
      (await documentedCall("PATCH", SPLIT, url, { token: strangerToken, json: { retireAt: null } })).status,
    ).toBe(403);
  });

  it("publishes at once without a body, and for a time that has passed says so", async () => {
    const past = await documentedCall("POST", PUBLISH, publishUrl, {
      token,
      json: { at: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.body).toMatchObject({ status: "published", summary: { release: "r1", published: true } });
    expect(String(past.body.message)).toContain("already passed");
    // Published: nothing waits any more, with or without a body.
    const again = await request(publishUrl, { method: "POST", token });
    expect(again.status).toBe(404);
    expect(await jsonOf(again)).toMatchObject({ error: { code: "NOT_FOUND" } });
    await importBundleFromPath(maintainer, await scheduleBundle(liveSlug, "A corrected claim."));
    const now = await documentedCall("POST", PUBLISH, `/api/v1/benchmarks/${liveSlug}/releases/r2/publish`, {
      token,
    });
    expect(now.body).toMatchObject({ release: "r2", published: true, status: "updated" });
  });
});
