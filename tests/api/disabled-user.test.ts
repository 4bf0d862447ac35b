// A disabled account over HTTP: its token and its session stop working at once, and signing
// in is refused; enabled again, it signs in and its token works.
import { describe, expect, it } from "vitest";
import { setUserDisabled } from "@/lib/server/users/set-user-disabled";
import { attemptSignIn, jsonOf, request, signIn } from "./support/http";
import { createTokenFor, createUser } from "./support/users";

describe("disabled accounts over HTTP", () => {
  it("refuses the token, the session and sign-in while disabled", async () => {
    const admin = await createUser("admin", "dis-admin");
    const user = await createUser("researcher", "dis-user");
    const { secret } = await createTokenFor(user, ["read"]);
    const jar = await signIn(user.email, user.password);
    expect((await request("/api/v1/me", { jar })).status).toBe(200);
    await setUserDisabled(admin, user.id, true);
    const byToken = await request("/api/v1/me", { token: secret });
    expect(byToken.status).toBe(401);
    expect(await jsonOf(byToken)).toMatchObject({
      error: { message: "This account is disabled; its tokens do not work" },
    });
    expect((await request("/api/v1/me", { jar })).status).toBe(401);
    expect((await attemptSignIn(user.email, user.password, "127.0.0.3")).url).toContain("error=");
    await setUserDisabled(admin, user.id, false);
    expect((await request("/api/v1/me", { token: secret })).status).toBe(200);
    expect((await request("/api/v1/me", { jar: await signIn(user.email, user.password) })).status).toBe(200);
  });
});
