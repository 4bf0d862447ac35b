// The OpenAPI document and the Node client's generated types are checked in: a route or DTO
// change that is not regenerated (`npm run openapi`) fails here, and one that breaks the
// client then fails its type check (clients/node uses the generated types).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OPENAPI_JSON_FILE, OPENAPI_TYPES_FILE, openApiJson, openApiTypes } from "./generate-openapi";

describe("checked-in OpenAPI document", () => {
  it("is the document the app serves (run `npm run openapi` after changing the API)", () => {
    expect(readFileSync(OPENAPI_JSON_FILE, "utf8")).toBe(openApiJson());
  });

  it("has the types openapi-typescript generates from it", async () => {
    expect(readFileSync(OPENAPI_TYPES_FILE, "utf8")).toBe(await openApiTypes());
  });
});
