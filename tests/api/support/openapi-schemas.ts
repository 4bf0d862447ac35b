// The published OpenAPI document as the API tests check answers against it: the schema it
// names for an operation's status, as zod (refs resolved within the document).
import { expect } from "vitest";
import { z } from "zod";
import { jsonOf, request, type RequestOptions } from "./http";

export type OpenApiDoc = {
  components: { schemas: Record<string, object> };
  paths: Record<
    string,
    Record<
      string,
      { responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> }
    >
  >;
};

let cached: OpenApiDoc | null = null;

/** GET /api/v1/openapi.json, once per test file. */
export async function openApiDoc(): Promise<OpenApiDoc> {
  if (!cached) {
    const res = await request("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    cached = (await jsonOf(res)) as OpenApiDoc;
  }
  return cached;
}

/**
 * The documented schema of `method path` answering `status` with `mediaType`, as a zod
 * schema; throws when the document has none (an answer the document does not describe).
 */
export function documentedSchema(
  doc: OpenApiDoc,
  path: string,
  method: string,
  status: number,
  mediaType = "application/json",
): z.ZodType {
  const ref = doc.paths[path]?.[method]?.responses[status]?.content?.[mediaType]?.schema?.$ref;
  if (!ref) throw new Error(`${method.toUpperCase()} ${path} documents no ${mediaType} answer for ${status}`);
  const defs: unknown = JSON.parse(
    JSON.stringify(doc.components.schemas).replaceAll("#/components/schemas/", "#/$defs/"),
  );
  return z.fromJSONSchema({
    $ref: ref.replace("#/components/schemas/", "#/$defs/"),
    $defs: defs,
  } as Parameters<typeof z.fromJSONSchema>[0]);
}

/** Fails naming the request when `body` does not match `schema`. */
export function expectMatches(schema: z.ZodType, body: unknown, what: string): void {
  const check = schema.safeParse(body);
  expect(check.success, `${what}: ${check.success ? "" : z.prettifyError(check.error)}`).toBe(true);
}

/**
 * Sends `url` as the operation `method path` and checks that the answer's status is one the
 * document lists for it and its JSON body matches the schema documented for that status.
 * Answers the status and the body; `seen` collects every raw body (for canary scans).
 */
export async function documentedCall(
  method: string,
  path: string,
  url: string,
  opts: Omit<RequestOptions, "method"> = {},
  seen?: string[],
): Promise<{ status: number; body: Record<string, unknown> }> {
  const doc = await openApiDoc();
  const res = await request(url, { ...opts, method });
  const text = await res.text();
  seen?.push(text);
  const what = `${method} ${url} → ${res.status} ${text.slice(0, 300)}`;
  const body = JSON.parse(text) as Record<string, unknown>;
  expectMatches(documentedSchema(doc, path, method.toLowerCase(), res.status), body, what);
  return { status: res.status, body };
}
