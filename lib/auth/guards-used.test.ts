// Every page, route and action file must state who may call it through the guards.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

function files(dir: string, name: RegExp): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const p = path.join(dir, entry);
    return statSync(p).isDirectory() ? files(p, name) : name.test(entry) ? [p] : [];
  });
}

// next-auth's own handler: its endpoints are public by design.
const NEXT_AUTH = path.join("app", "api", "auth", "[...nextauth]", "route.ts");

describe("access guards", () => {
  it("every page calls guardPage", () => {
    const pages = files("app", /^page\.tsx$/);
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.filter((p) => !readFileSync(p, "utf8").includes("guardPage("))).toEqual([]);
  });

  it("every route handler is wrapped in guardRoute", () => {
    const routes = files("app", /^route\.ts$/).filter((p) => p !== NEXT_AUTH);
    expect(routes.length).toBeGreaterThan(3);
    const unguarded = routes.filter((p) => {
      const text = readFileSync(p, "utf8");
      const exported = [...text.matchAll(/export (?:const|async function) (GET|POST|PUT|PATCH|DELETE)\b/g)];
      return (
        !text.includes("guardRoute(") ||
        exported.some((m) => !new RegExp(`export const ${m[1]} = guardRoute\\(`).test(text))
      );
    });
    expect(unguarded).toEqual([]);
  });

  it("every exported Server Action is wrapped in guardAction or publicAction", () => {
    const actions = files(path.join("lib", "actions"), /\.ts$/);
    const bad = actions.flatMap((p) =>
      [...readFileSync(p, "utf8").matchAll(/^export (const (\w+) = (\w+)\(|async function (\w+))/gm)]
        .filter((m) => m[4] !== undefined || !["guardAction", "publicAction"].includes(m[3] ?? ""))
        .map((m) => `${p}: ${m[2] ?? m[4]}`),
    );
    expect(bad).toEqual([]);
  });
});
