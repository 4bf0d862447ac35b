// Routes anyone can reach: health, JSON 404s, the HTML 404 page, and the sign-in redirect.
import { describe, expect, it } from "vitest";
import packageJson from "@/package.json";
import { jsonOf, request } from "./support/http";

const engine = process.env.DATABASE_URL?.startsWith("postgres") ? "postgresql" : "sqlite";

describe(`public routes (${engine})`, () => {
  it("GET /api/health without auth reports ok, the version and a reachable database", async () => {
    const res = await request("/api/health");
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({
      status: "ok",
      version: packageJson.version,
      database: { engine, reachable: true },
    });
  });

  it("a benchmark page shows the client commands for its own slug and this server", async () => {
    const html = await (await request("/benchmarks/demo-livefact")).text();
    expect(html).toContain("livecheck download demo-livefact --dir data");
    expect(html).toContain("npx livecheck submit demo-livefact predictions.jsonl --model MODEL --wait");
  });

  it("an unknown /api/v1 path is a JSON 404", async () => {
    const res = await request("/api/v1/x");
    expect(res.status).toBe(404);
    expect(await jsonOf(res)).toEqual({
      error: { code: "NOT_FOUND", message: "No API route GET /api/v1/x" },
    });
  });

  it("an unknown page is a 404 with the app's own not-found page", async () => {
    const res = await request("/no-such-page-here");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page not found");
    expect(html).toContain("There is nothing at this address.");
  });

  it("a signed-out visitor to /admin is redirected to sign-in and back", async () => {
    const res = await request("/admin");
    expect(res.status).toBe(307);
    const location = new URL(res.headers.get("location") ?? "", "http://x");
    expect(location.pathname).toBe("/signin");
    expect(location.searchParams.get("callbackUrl")).toBe("/admin");
  });
});
