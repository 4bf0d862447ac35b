import { describe, expect, it } from "vitest";
import {
  newNonce,
  nonceOfPolicy,
  pageContentSecurityPolicy,
  strictTransportSecurity,
} from "./content-security-policy";

describe("content security policy", () => {
  it("lets page scripts run only with the render's nonce, never inline without it", () => {
    const nonce = newNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(nonce);
    const policy = pageContentSecurityPolicy(nonce);
    const scripts = policy.split("; ").find((d) => d.startsWith("script-src"));
    expect(scripts).toBe(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(nonceOfPolicy(policy)).toBe(nonce);
    expect(nonceOfPolicy(undefined)).toBeNull();
    expect(pageContentSecurityPolicy(nonce, true)).toContain("'strict-dynamic' 'unsafe-eval'");
  });

  it("sends HSTS only when the public address is https", () => {
    expect(strictTransportSecurity("https://livecheck.example.org")).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(strictTransportSecurity("http://localhost:3000")).toBeNull();
    expect(strictTransportSecurity(undefined)).toBeNull();
  });
});
