// The OpenAPI document as checked in for the Node client (clients/node/openapi.json) and the
// TypeScript types openapi-typescript generates from it (clients/node/src/api.d.ts). A unit
// test (openapi-drift.test.ts) regenerates both and fails when the checked-in files differ.
import openapiTS, { astToString } from "openapi-typescript";
import { OPENAPI } from "@/lib/server/api/openapi";

export const OPENAPI_JSON_FILE = "clients/node/openapi.json";
export const OPENAPI_TYPES_FILE = "clients/node/src/api.d.ts";

/** The document, as the file holds it. */
export function openApiJson(): string {
  return `${JSON.stringify(OPENAPI, null, 2)}\n`;
}

/** The generated types of every path, operation and schema. */
export async function openApiTypes(): Promise<string> {
  const ast = await openapiTS(JSON.parse(openApiJson()) as Parameters<typeof openapiTS>[0]);
  return (
    "// Generated from the OpenAPI document by `npm run openapi` (openapi-typescript); do not edit.\n" +
    astToString(ast)
  );
}
