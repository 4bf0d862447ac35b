import { z } from "zod";

/** One documented operation. Path parameters come from the `{name}` segments of its path. */
type Operation = {
  /** Stable name of the operation: the generated clients call it by this name (clients/node). */
  operationId: string;
  summary: string;
  /** Needs a personal token (`Authorization: Bearer lc_…`) or a signed-in session. */
  auth?: boolean;
  /** The query parameters it accepts; every other one is refused with a 400. */
  query?: z.ZodObject;
  /** A JSON body, or a non-JSON body: its media type, what it holds and, where it has one, its schema. */
  body?: z.ZodType | { mediaType: string; description: string; schema?: z.ZodType };
  /** The JSON body may be left out (the operation then does its default). */
  isBodyOptional?: boolean;
  /** The success answer: a JSON body described by its DTO schema, or a non-JSON one. */
  ok: { status: number; description: string; schema?: z.ZodType; mediaType?: string };
  /**
   * Statuses answered with the Error body, besides those every operation of its kind can
   * answer (`answeredByEvery`).
   */
  errors: number[];
};

export type PathTable = Record<
  string,
  Partial<Record<"get" | "post" | "put" | "patch" | "delete", Operation>>
>;

type JsonSchema = Record<string, unknown>;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The tag of a path: what a reader of the document looks for (its first segment, grouped). */
function tagOf(path: string): string {
  const [first = "", , third = ""] = path.split("/").slice(1);
  if (first === "me" || first === "email-verifications" || first === "webhooks") return "account";
  if (first === "benchmarks" && third === "access-requests") return "access";
  if ((first === "benchmarks" && third === "files") || first === "downloads") return "downloads";
  if (first === "benchmarks" && third === "quota") return "submissions";
  if (first === "bundles" || (first === "benchmarks" && third === "releases")) return "maintain";
  if (first === "badges") return "leaderboards";
  if (first === "openapi.json") return "meta";
  return first;
}

/**
 * What `guardRoute` and `readJsonBody` answer for every operation they serve: 400 for a
 * query parameter the operation does not list; with `auth`, 401 without a token or session
 * and 403 for a token without the operation's scope (or a session used from another site);
 * with a JSON body, 400 when it is not JSON and 413 when it is over the route's limit.
 */
function answeredByEvery(op: Operation): number[] {
  const isJsonBody = op.body instanceof z.ZodType;
  return [400, ...(op.auth ? [401, 403] : []), ...(isJsonBody ? [413] : [])];
}

/** JSON Schema of every named schema in `named`, refs between them pointing at components. */
function componentSchemas(
  named: Record<string, z.ZodType>,
  io: "input" | "output",
): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  // Preprocessed form fields have no JSON Schema of their own ("any" keeps the target's).
  const out = z.toJSONSchema(registry, {
    io,
    unrepresentable: "any",
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(
    Object.entries(out.schemas).map(([id, { $schema: _s, $id: _i, ...schema }]) => [
      id,
      schema as JsonSchema,
    ]),
  );
}

function nameOf(names: Map<z.ZodType, string>, schema: z.ZodType, where: string): string {
  const name = names.get(schema);
  if (!name) throw new Error(`OpenAPI: the schema of ${where} is not a named component`);
  return name;
}

function queryParameters(query: z.ZodObject): JsonSchema[] {
  return Object.entries(query.shape).map(([name, schema]) => {
    const { $schema: _s, ...json } = z.toJSONSchema(schema as z.ZodType, {
      io: "input",
      unrepresentable: "any",
    }) as JsonSchema;
    return {
      name,
      in: "query",
      required: false,
      schema: json,
      ...(typeof json.description === "string" ? { description: json.description } : {}),
    };
  });
}

/**
 * The OpenAPI 3.1 document of `paths`: request and response bodies are `$ref`s to
 * components generated from the very zod schemas the routes parse with (zod's JSON Schema
 * output: input side for requests, output side for responses).
 */
export function buildOpenApi(
  info: JsonSchema,
  paths: PathTable,
  named: { requests: Record<string, z.ZodType>; responses: Record<string, z.ZodType> },
) {
  const requestNames = new Map(Object.entries(named.requests).map(([n, s]) => [s, n] as const));
  const responseNames = new Map(Object.entries(named.responses).map(([n, s]) => [s, n] as const));
  const errorBody = { description: "Error", content: { "application/json": { schema: ref("Error") } } };
  const doc: Record<string, JsonSchema> = {};
  for (const [path, methods] of Object.entries(paths)) {
    const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    doc[path] = {};
    for (const [method, op] of Object.entries(methods)) {
      const where = `${method.toUpperCase()} ${path}`;
      const parameters = [...pathParams, ...(op.query ? queryParameters(op.query) : [])];
      const body =
        op.body === undefined
          ? undefined
          : op.body instanceof z.ZodType
            ? {
                required: !op.isBodyOptional,
                content: {
                  "application/json": { schema: ref(nameOf(requestNames, op.body, `${where} body`)) },
                },
              }
            : {
                required: true,
                description: op.body.description,
                content: {
                  [op.body.mediaType]: op.body.schema
                    ? { schema: ref(nameOf(requestNames, op.body.schema, `${where} body`)) }
                    : {},
                },
              };
      const okContent = op.ok.schema
        ? {
            [op.ok.mediaType ?? "application/json"]: {
              schema: ref(nameOf(responseNames, op.ok.schema, `${where} response`)),
            },
          }
        : op.ok.mediaType
          ? { [op.ok.mediaType]: {} }
          : undefined;
      doc[path][method] = {
        operationId: op.operationId,
        tags: [tagOf(path)],
        summary: op.summary,
        ...(op.auth ? { security: [{ bearer: [] }] } : {}),
        ...(parameters.length ? { parameters } : {}),
        ...(body ? { requestBody: body } : {}),
        responses: {
          [op.ok.status]: { description: op.ok.description, ...(okContent ? { content: okContent } : {}) },
          ...Object.fromEntries(
            [...new Set([...op.errors, ...answeredByEvery(op)])]
              .sort((a, b) => a - b)
              .map((status) => [status, errorBody]),
          ),
        },
      };
    }
  }
  return {
    openapi: "3.1.0",
    info,
    servers: [{ url: "/api/v1" }],
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      schemas: {
        ...componentSchemas(named.requests, "input"),
        ...componentSchemas(named.responses, "output"),
      },
    },
    paths: doc,
  };
}
