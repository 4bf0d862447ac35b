// Every page must pass through proxy.ts: it gives the render its CSP nonce and tells a page that can redirect to sign-in its path.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { config } from "@/proxy";

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = path.join(dir, e);
    return statSync(p).isDirectory() ? pages(p) : e === "page.tsx" ? [p] : [];
  });
}

/** app/(group)/a/[id]/page.tsx → /a/x */
const urlOf = (file: string) =>
  "/" +
  path
    .dirname(file)
    .split(path.sep)
    .slice(1)
    .filter((s) => !s.startsWith("("))
    .map((s) => (s.startsWith("[") ? "x" : s))
    .join("/");
/** The matcher's sources are path-to-regexp patterns made of one regular-expression group. */
const matches = (url: string) => config.matcher.some((m) => new RegExp(`^${m}$`).test(url));

describe("proxy matcher", () => {
  it("covers every page: each needs its render's CSP nonce, and the protected ones their path", () => {
    const all = pages("app");
    const protectedPages = all.filter((p) =>
      /guardPage\("(user|maintainer|admin)"\)/.test(readFileSync(p, "utf8")),
    );
    expect(protectedPages.length).toBeGreaterThan(10);
    expect(all.map(urlOf).filter((u) => !matches(u))).toEqual([]);
  });

  it("leaves API routes and build assets alone", () => {
    for (const url of [
      "/api/v1/me",
      "/api/auth/csrf",
      "/_next/static/chunks/a.js",
      "/_next/image",
      "/favicon.ico",
    ])
      expect(matches(url), url).toBe(false);
    for (const url of ["/", "/apis", "/leaderboards/x"]) expect(matches(url), url).toBe(true);
  });
});
