// Pages carry a Content-Security-Policy whose script nonce is fresh per render and matches
// every script of the HTML, also when the page micro-cache replays a render (its header is
// replayed with it); API answers get a policy of their own.
import { describe, expect, it } from "vitest";
import { request } from "./support/http";

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await request(path, { headers });
  expect(res.status).toBe(200);
  const policy = res.headers.get("content-security-policy") ?? "";
  const html = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  return { policy, nonce, scripts, cache: res.headers.get("x-page-cache") };
}

describe("content security policy", () => {
  it("gives each render its own nonce, on every script, and no 'unsafe-inline' for scripts", async () => {
    const first = await page("/signin");
    const second = await page("/signin");
    const scriptSrc = first.policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(first.nonce).toBeTruthy();
    expect(second.nonce).not.toBe(first.nonce);
    expect(first.scripts.length).toBeGreaterThan(1);
    // The theme script in <head> too: without the nonce the browser would not run it.
    expect(first.scripts.filter((s) => !s.includes(`nonce="${first.nonce}"`))).toEqual([]);
  });

  it("replays a cached page with the header of the render it replays, so the nonces still match", async () => {
    const renders = [await page("/benchmarks"), await page("/benchmarks")];
    expect(renders.map((r) => r.cache)).toContain("hit");
    for (const r of renders) expect(r.scripts.filter((s) => !s.includes(`nonce="${r.nonce}"`))).toEqual([]);
    // A hard reload renders anew, with a new nonce.
    const fresh = await page("/benchmarks", { "cache-control": "no-cache" });
    expect(fresh.cache).toBeNull();
    expect(fresh.nonce).not.toBe(renders[1]?.nonce);
    expect(fresh.scripts.filter((s) => !s.includes(`nonce="${fresh.nonce}"`))).toEqual([]);
  });

  it("gives API answers a policy without scripts, and sends no HSTS on an http address", async () => {
    const res = await request("/api/health");
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    );
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });
});
