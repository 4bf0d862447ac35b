// The generated OpenAPI document against the routes that exist: every route file under
// app/api/v1 is documented with exactly the methods it exports, every $ref resolves, and
// every JSON answer has a real schema.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OPENAPI } from "./openapi";

const API_DIR = path.resolve(import.meta.dirname, "../../../app/api/v1");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** `/benchmarks/{slug}/files/{name}` → the methods its route.ts exports, for every route file. */
function routeFiles(dir = API_DIR, prefix = ""): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // The catch-all only answers 404 for unknown paths; it is not part of the API.
      if (entry.name.startsWith("[...")) continue;
      const segment = entry.name.replace(/^\[(\w+)\]$/, "{$1}");
      for (const [p, m] of routeFiles(full, `${prefix}/${segment}`)) out.set(p, m);
    } else if (entry.name === "route.ts") {
      const source = readFileSync(full, "utf8");
      out.set(
        prefix,
        METHODS.filter((m) =>
          new RegExp(`export (const|async function) ${m}\\b|export \\{[^}]*\\bas ${m}\\b`).test(source),
        ),
      );
    }
  }
  return out;
}

type Operation = {
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  requestBody?: { content: Record<string, { schema?: unknown }> };
};
const paths = OPENAPI.paths as Record<string, Record<string, Operation>>;

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, found));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string") found.push(v);
      else refsIn(v, found);
    }
  }
  return found;
}

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1 with info, servers and an Error schema", () => {
    expect(OPENAPI.openapi).toBe("3.1.0");
    expect(OPENAPI.info).toMatchObject({ title: "LiveCheck API", version: expect.any(String) });
    expect(OPENAPI.servers).toEqual([{ url: "/api/v1" }]);
    expect(OPENAPI.components.schemas.Error).toMatchObject({ type: "object", required: ["error"] });
  });

  it("documents every route file under app/api/v1 with the methods it exports, and nothing else", () => {
    const routes = routeFiles();
    expect(routes.size).toBeGreaterThan(20);
    const documented = Object.fromEntries(
      Object.entries(paths).map(([p, ops]) => [
        p,
        Object.keys(ops)
          .map((m) => m.toUpperCase())
          .sort(),
      ]),
    );
    const expected = Object.fromEntries([...routes].map(([p, m]) => [p, [...m].sort()]));
    expect(documented).toEqual(expected);
  });

  it("resolves every $ref to a component schema, and every component is used", () => {
    const schemas = OPENAPI.components.schemas;
    const refs = refsIn(OPENAPI);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(schemas, ref).toHaveProperty([ref.slice("#/components/schemas/".length)]);
    }
    const used = new Set(refs.map((r) => r.slice("#/components/schemas/".length)));
    expect(Object.keys(schemas).filter((name) => !used.has(name))).toEqual([]);
  });

  it("gives every JSON body a schema, never a bare {type: object}", () => {
    for (const [p, ops] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const bodies = [...Object.values(op.responses), ...(op.requestBody ? [op.requestBody] : [])];
        for (const body of bodies) {
          const json = body.content?.["application/json"];
          if (!json || p === "/openapi.json") continue;
          expect(json.schema, `${method} ${p}`).toEqual({
            $ref: expect.stringMatching(/^#\/components\/schemas\/\w+$/),
          });
        }
      }
    }
  });

  it("describes every success answer's body: a DTO schema or a media type, never nothing", () => {
    const bare: string[] = [];
    for (const [p, ops] of Object.entries(paths))
      for (const [method, op] of Object.entries(ops))
        for (const [status, answer] of Object.entries(op.responses))
          if (Number(status) < 400 && !answer.content) bare.push(`${method} ${p} ${status}`);
    expect(bare).toEqual([]);
  });

  it("gives every request body a schema, whatever its media type", () => {
    const bare: string[] = [];
    for (const [p, ops] of Object.entries(paths))
      for (const [method, op] of Object.entries(ops))
        for (const [mediaType, body] of Object.entries(op.requestBody?.content ?? {}))
          if (!body.schema) bare.push(`${method} ${p} ${mediaType}`);
    expect(bare).toEqual([]);
    expect(paths["/bundles"]?.post?.requestBody?.content["application/octet-stream"]?.schema).toEqual({
      $ref: "#/components/schemas/BundleArchive",
    });
  });

  it("lists what every guarded operation can answer: 400 (query), 401 and 403 with a token, 413 with a JSON body", () => {
    const missing: string[] = [];
    for (const [p, ops] of Object.entries(paths))
      for (const [method, op] of Object.entries(ops) as [string, Operation & { security?: unknown }][]) {
        const expected = [
          "400",
          ...(op.security ? ["401", "403"] : []),
          ...(op.requestBody?.content["application/json"] ? ["413"] : []),
        ];
        for (const status of expected) if (!op.responses[status]) missing.push(`${method} ${p} ${status}`);
      }
    expect(missing).toEqual([]);
  });

  it("describes the raw outputs of an evaluation as JSON Lines of EvaluationOutputLine", () => {
    expect(paths["/evaluations/{id}/outputs"]?.get?.responses["200"]?.content).toEqual({
      "application/x-ndjson": { schema: { $ref: "#/components/schemas/EvaluationOutputLine" } },
    });
  });

  it("describes the contamination answers by their DTOs", () => {
    const schemaOf = (p: string, method: string, status: number) =>
      paths[p]?.[method]?.responses[status]?.content?.["application/json"]?.schema;
    expect(schemaOf("/contamination/{slug}", "get", 200)).toEqual({
      $ref: "#/components/schemas/ContaminationOverview",
    });
    expect(schemaOf("/contamination/uploads/{uploadId}/rerun", "post", 202)).toEqual({
      $ref: "#/components/schemas/UploadRerun",
    });
    const model = OPENAPI.components.schemas.ModelContamination as { required: string[] };
    expect(model.required).toEqual(
      expect.arrayContaining(["summary", "postCutoff", "controlled", "uploads"]),
    );
  });

  it("lists each operation's path parameters and refuses nothing it documents twice", () => {
    for (const [p, ops] of Object.entries(paths)) {
      const names = [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const op of Object.values(ops) as { parameters?: { name: string; in: string }[] }[]) {
        const params = op.parameters ?? [];
        expect(params.filter((x) => x.in === "path").map((x) => x.name)).toEqual(names);
        const keys = params.map((x) => `${x.in}:${x.name}`);
        expect(new Set(keys).size).toBe(keys.length);
      }
    }
  });

  it("describes response DTOs as closed objects, so an undocumented key is a mismatch", () => {
    const benchmark = OPENAPI.components.schemas.Benchmark as {
      additionalProperties?: unknown;
      properties: Record<string, unknown>;
    };
    expect(benchmark.additionalProperties).toBe(false);
    expect(Object.keys(benchmark.properties)).not.toContain("labelsJson");
    expect(Object.keys(benchmark.properties)).toEqual(expect.arrayContaining(["labels", "slices", "modes"]));
  });

  it("names every operation once, in lowerCamelCase, with one tag (the clients call operations by these names)", () => {
    const ids: string[] = [];
    for (const ops of Object.values(paths))
      for (const op of Object.values(ops) as { operationId?: string; tags?: string[] }[]) {
        ids.push(op.operationId ?? "");
        expect(op.tags, op.operationId).toEqual([
          expect.stringMatching(
            /^(account|access|admin|benchmarks|contamination|downloads|evaluations|leaderboards|maintain|meta|models|submissions)$/,
          ),
        ]);
      }
    expect(ids.filter((id) => !/^[a-z][A-Za-z]+$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
