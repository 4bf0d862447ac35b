import packageJson from "@/package.json";

const bearer = [{ bearer: [] }];
const err = { description: "Error", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
const slug = { name: "slug", in: "path", required: true, schema: { type: "string" } };
const json = (description: string) => ({ description, content: { "application/json": { schema: { type: "object" } } } });

/** The OpenAPI 3.1 description of /api/v1, served at /api/v1/openapi.json. */
export const OPENAPI = {
  openapi: "3.1.0",
  info: { title: "LiveCheck API", version: packageJson.version, description: "Send a personal token as `Authorization: Bearer lc_…`. Scopes: read, write, admin." },
  servers: [{ url: "/api/v1" }],
  components: {
    securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
    schemas: {
      Error: { type: "object", properties: { error: { type: "object", properties: { code: { type: "string" }, message: { type: "string" }, fields: { type: "object" } } } } },
    },
  },
  paths: {
    "/me": { get: { summary: "The caller: id, name and role (read scope)", security: bearer, responses: { 200: json("The caller"), 401: err } } },
    "/benchmarks": { get: { summary: "Benchmarks the caller may see", responses: { 200: json("{benchmarks: [...]}") } } },
    "/benchmarks/{slug}": { get: { summary: "One benchmark: releases, files with sha256, visible splits, public label counts", parameters: [slug], responses: { 200: json("The benchmark"), 404: err } } },
    "/benchmarks/{slug}/claims": {
      get: {
        summary: "A page of claims with the claim browser's filters",
        parameters: [
          slug,
          ...["q", "quarter", "language", "media", "label"].map((name) => ({ name, in: "query", required: false, schema: { type: "string" } })),
          { name: "page", in: "query", schema: { type: "integer", minimum: 1 } },
          { name: "pageSize", in: "query", schema: { type: "integer", minimum: 1, maximum: 100 } },
        ],
        responses: { 200: json("{items, total, page, pageSize}"), 400: err, 404: err },
      },
    },
    "/benchmarks/{slug}/access-requests": {
      post: { summary: "Request access (write scope); body {answers}", security: bearer, parameters: [slug], responses: { 200: json("The request's status"), 400: err, 401: err, 404: err } },
    },
    "/benchmarks/{slug}/access-requests/me": {
      get: { summary: "The status of my access request (read scope)", security: bearer, parameters: [slug], responses: { 200: json("Status"), 401: err, 404: err } },
    },
    "/benchmarks/{slug}/files/{name}": {
      get: {
        summary: "Download a release file: redirects to a short-lived link signed for the caller",
        security: bearer,
        parameters: [slug, { name: "name", in: "path", required: true, schema: { type: "string" } }, { name: "release", in: "query", schema: { type: "string" } }],
        responses: { 302: { description: "Redirect to the signed link" }, 401: err, 403: err, 404: err },
      },
    },
    "/admin/users": { get: { summary: "All users (admin role, admin scope)", security: bearer, responses: { 200: json("{users}"), 403: err } } },
    "/admin/users/{id}": {
      patch: { summary: "Change a user's role; body {role}", security: bearer, parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }], responses: { 200: json("{id, role}"), 400: err, 403: err, 404: err } },
    },
  },
} as const;
