// Credentials sign-in over HTTP: sessions, /api/v1/me, failures that reveal nothing, rate limit, sign-out.
import { beforeAll, describe, expect, it } from "vitest";
import { attemptSignIn, jsonOf, request, SESSION_COOKIE, signIn, signOut } from "./support/http";
import { createUser, type TestUser } from "./support/users";

const MAX_ATTEMPTS = Number(process.env.SIGNIN_MAX_ATTEMPTS ?? "10");

describe(`credentials sign-in (${process.env.DATABASE_URL?.split(":")[0]})`, () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser("researcher", "signin");
  });

  it("signs in through next-auth's endpoint and the session works on /api/v1/me", async () => {
    const result = await attemptSignIn(user.email, user.password);
    expect(result.status).toBe(200);
    expect(result.jar.get(SESSION_COOKIE)).toMatch(/^ey/);
    const res = await request("/api/v1/me", { jar: result.jar });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ id: user.id, name: user.name, role: "researcher" });
  });

  it("accepts the email in another case and with spaces, as sign-up stored it", async () => {
    const jar = await signIn(`  ${user.email.toUpperCase()} `, user.password);
    expect(await jsonOf(await request("/api/v1/me", { jar }))).toEqual({
      id: user.id,
      name: user.name,
      role: "researcher",
    });
  });

  it("refuses a wrong password and an unknown email with the same answer and no session", async () => {
    const wrong = await attemptSignIn(user.email, "not-the-password");
    const unknown = await attemptSignIn(`nobody-${user.id}@example.org`, "not-the-password");
    expect(wrong.status).toBe(401);
    expect(new URL(wrong.url).searchParams.get("error")).toBe("CredentialsSignin");
    expect({ status: unknown.status, url: unknown.url }).toEqual({ status: wrong.status, url: wrong.url });
    expect(wrong.jar.get(SESSION_COOKIE)).toBeUndefined();
    expect(unknown.jar.get(SESSION_COOKIE)).toBeUndefined();
  });

  it(`a stranger's ${MAX_ATTEMPTS} wrong passwords stop the stranger's address, not the owner's sign-in`, async () => {
    const target = await createUser("researcher", "ratelimit");
    const STRANGER = "127.0.0.66";
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      const attempt = await attemptSignIn(target.email, `wrong-${i}`, STRANGER);
      expect(new URL(attempt.url).searchParams.get("error")).toBe("CredentialsSignin");
    }
    // The stranger's address is now refused for this email, even with the right password.
    const stranger = await attemptSignIn(target.email, target.password, STRANGER);
    expect(stranger.status).toBe(401);
    expect(new URL(stranger.url).searchParams.get("error")).toBe("RateLimited");
    expect(stranger.jar.get(SESSION_COOKIE)).toBeUndefined();
    // The owner, from another address, signs in (slowed down, not locked out).
    const owner = await attemptSignIn(target.email, target.password, "127.0.0.1");
    expect(owner.status).toBe(200);
    expect(owner.jar.get(SESSION_COOKIE)).toBeDefined();
    // Posing as the owner's address with the server's own header does not help: it is overwritten.
    const posing = await attemptSignIn(target.email, target.password, STRANGER, {
      "x-livecheck-peer": "127.0.0.1",
    });
    expect(new URL(posing.url).searchParams.get("error")).toBe("RateLimited");
    // Other emails from the stranger's address still work.
    expect((await attemptSignIn(user.email, user.password, STRANGER)).status).toBe(200);
  });

  it(`a stranger's ${MAX_ATTEMPTS} wrong passwords from the owner's own address (one proxy for all) do not lock out the owner's browser`, async () => {
    const owner = await createUser("researcher", "shared-address");
    const SHARED = "127.0.0.77";
    // The owner signed in from this browser before: it holds a device cookie for the email.
    const browser = await attemptSignIn(owner.email, owner.password, SHARED);
    expect(browser.status).toBe(200);
    expect(browser.jar.get("livecheck-device")).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    for (let i = 0; i < MAX_ATTEMPTS; i++)
      expect(
        new URL((await attemptSignIn(owner.email, `wrong-${i}`, SHARED)).url).searchParams.get("error"),
      ).toBe("CredentialsSignin");
    // A browser without the cookie at that address is stopped, even with the right password ...
    const other = await attemptSignIn(owner.email, owner.password, SHARED);
    expect(new URL(other.url).searchParams.get("error")).toBe("RateLimited");
    // ... and so is a device cookie signed for another email; the owner's own browser is let in.
    const strangerJar = (await attemptSignIn(user.email, user.password, SHARED)).jar;
    const posing = await attemptSignIn(owner.email, owner.password, SHARED, undefined, strangerJar);
    expect(new URL(posing.url).searchParams.get("error")).toBe("RateLimited");
    const again = await attemptSignIn(owner.email, owner.password, SHARED, undefined, browser.jar);
    expect(again.status).toBe(200);
    expect(again.jar.get(SESSION_COOKIE)).toBeDefined();
  }, 90_000); // the email's slow-down makes the last attempts wait up to 4 s each

  it("sign-out ends the session on the server: the old cookie no longer works", async () => {
    const jar = await signIn(user.email, user.password);
    const replay = jar.clone();
    expect((await request("/api/v1/me", { jar })).status).toBe(200);
    const out = await signOut(jar);
    expect(out.status).toBe(200);
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
    const res = await request("/api/v1/me", { jar: replay });
    expect(res.status).toBe(401);
    expect(await jsonOf(res)).toMatchObject({ error: { code: "UNAUTHORIZED" } });
  });
});
