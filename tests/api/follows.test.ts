// Following a benchmark by API: POST and DELETE /benchmarks/{slug}/follow, answers as the
// OpenAPI document says, with a write token, for benchmarks the caller may see only.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { claimIds, importIntegrityBundle } from "./support/benchmarks";
import { documentedCall } from "./support/openapi-schemas";
import { createTokenFor, createUser, type TestUser } from "./support/users";

const SLUG = `follow-${Date.now().toString(36)}`;
const HIDDEN = `${SLUG}-unpublished`;
const FOLLOW = `/api/v1/benchmarks/${SLUG}/follow`;
const PATH = "/benchmarks/{slug}/follow";
let user: TestUser;
let token: string;

const follows = () => db.follow.count({ where: { userId: user.id, benchmark: { slug: SLUG } } });

describe("following a benchmark by API", () => {
  beforeAll(async () => {
    await importIntegrityBundle(SLUG, [{ quarter: "2025Q1", ids: claimIds("f", 3), goldOffset: 0 }]);
    await importIntegrityBundle(HIDDEN, [{ quarter: "2025Q1", ids: claimIds("g", 3), goldOffset: 0 }]);
    await db.benchmark.update({ where: { slug: HIDDEN }, data: { unpublishedAt: new Date() } });
    user = await createUser("researcher", "follow");
    token = (await createTokenFor(user, ["read", "write"])).secret;
  });

  it("follows and unfollows, twice each without error, answering the documented schema", async () => {
    for (let i = 0; i < 2; i++) {
      const { status, body } = await documentedCall("POST", PATH, FOLLOW, { token });
      expect([status, body]).toEqual([200, { benchmark: SLUG, following: true }]);
      expect(await follows()).toBe(1);
    }
    for (let i = 0; i < 2; i++) {
      const { status, body } = await documentedCall("DELETE", PATH, FOLLOW, { token });
      expect([status, body]).toEqual([200, { benchmark: SLUG, following: false }]);
      expect(await follows()).toBe(0);
    }
  });

  it("answers 401 without a token, 403 for a read-only token, 404 for an unknown or unpublished benchmark", async () => {
    expect((await documentedCall("POST", PATH, FOLLOW)).status).toBe(401);
    expect((await documentedCall("DELETE", PATH, FOLLOW)).status).toBe(401);
    const read = (await createTokenFor(user, ["read"])).secret;
    expect((await documentedCall("POST", PATH, FOLLOW, { token: read })).status).toBe(403);
    for (const slug of [`${SLUG}-missing`, HIDDEN]) {
      const res = await documentedCall("POST", PATH, `/api/v1/benchmarks/${slug}/follow`, { token });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: { message: `No benchmark '${slug}'` } });
    }
    expect(await db.follow.count({ where: { userId: user.id } })).toBe(0);
  });
});
