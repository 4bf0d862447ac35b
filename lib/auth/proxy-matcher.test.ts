// Every page that can redirect to sign-in must pass through proxy.ts, which tells it the path.
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
const matches = (url: string) =>
  config.matcher.some((m) => new RegExp(`^${m.replace("/:path*", "(/.*)?")}$`).test(url));

describe("proxy matcher", () => {
  it("covers every page that is not public", () => {
    const protectedPages = pages("app").filter((p) =>
      /guardPage\("(user|maintainer|admin)"\)/.test(readFileSync(p, "utf8")),
    );
    expect(protectedPages.length).toBeGreaterThan(10);
    expect(protectedPages.map(urlOf).filter((u) => !matches(u))).toEqual([]);
  });
});
