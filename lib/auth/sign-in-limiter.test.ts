import { describe, expect, it } from "vitest";
import { createSignInLimiter } from "./sign-in-limiter";

const limits = {
  maxPerPair: 3,
  maxPerAddress: 5,
  windowSeconds: 60,
  slowAfter: 2,
  baseDelayMs: 100,
  maxDelayMs: 400,
};

describe("sign-in limiter", () => {
  it("stops a stranger's address for the attacked email, not the owner's", async () => {
    const limiter = createSignInLimiter(limits);
    for (let i = 0; i < 3; i++) await limiter.recordFailure("Owner@Example.org", "10.0.0.66");
    expect((await limiter.check("owner@example.org", "10.0.0.66")).allowed).toBe(false);
    const owner = await limiter.check("owner@example.org", "192.0.2.1");
    expect(owner.allowed).toBe(true);
    // Three failures for the email: past slowAfter (2), so it is slowed, 100 ms * 2^(3-2).
    expect(owner.delayMs).toBe(200);
    expect((await limiter.check("someone-else@example.org", "10.0.0.66")).allowed).toBe(true);
  });

  it("slows an email attacked from many addresses, capped, and a success clears it", async () => {
    const limiter = createSignInLimiter(limits);
    for (let i = 0; i < 8; i++) await limiter.recordFailure("target@example.org", `198.51.100.${i}`);
    const gate = await limiter.check("target@example.org", "192.0.2.1");
    expect(gate).toEqual({ allowed: true, delayMs: 400 });
    await limiter.recordSuccess("target@example.org", "192.0.2.1");
    expect(await limiter.check("target@example.org", "192.0.2.1")).toEqual({ allowed: true, delayMs: 0 });
  });

  it("stops one address spraying many emails", async () => {
    const limiter = createSignInLimiter(limits);
    for (let i = 0; i < 5; i++) await limiter.recordFailure(`user${i}@example.org`, "203.0.113.9");
    expect((await limiter.check("fresh@example.org", "203.0.113.9")).allowed).toBe(false);
    expect((await limiter.check("fresh@example.org", "203.0.113.10")).allowed).toBe(true);
  });

  it("treats a missing address as one shared address", async () => {
    const limiter = createSignInLimiter(limits);
    for (let i = 0; i < 3; i++) await limiter.recordFailure("a@example.org", null);
    expect((await limiter.check("a@example.org", null)).allowed).toBe(false);
  });

  it("lets the owner's browser (device cookie) in past strangers who share its address, each device with its own limit", async () => {
    const limiter = createSignInLimiter(limits);
    const SHARED = "10.0.0.1"; // a proxy without TRUST_PROXY: every client has its address
    for (let i = 0; i < 5; i++) await limiter.recordFailure("owner@example.org", SHARED);
    // The pair and the address are spent, so any browser without the cookie is stopped ...
    expect((await limiter.check("owner@example.org", SHARED)).allowed).toBe(false);
    expect((await limiter.check("other@example.org", SHARED)).allowed).toBe(false);
    // ... but the owner's browser is counted on its own.
    expect((await limiter.check("owner@example.org", SHARED, "device-1")).allowed).toBe(true);
    for (let i = 0; i < 3; i++) await limiter.recordFailure("owner@example.org", SHARED, "device-1");
    expect((await limiter.check("owner@example.org", SHARED, "device-1")).allowed).toBe(false);
    expect((await limiter.check("owner@example.org", SHARED, "device-2")).allowed).toBe(true);
  });
});
