// `npm run openapi`: rewrites the checked-in OpenAPI document and the Node client's types.
import { writeFileSync } from "node:fs";
import { OPENAPI_JSON_FILE, OPENAPI_TYPES_FILE, openApiJson, openApiTypes } from "./generate-openapi";

writeFileSync(OPENAPI_JSON_FILE, openApiJson());
writeFileSync(OPENAPI_TYPES_FILE, await openApiTypes());
console.log(`wrote ${OPENAPI_JSON_FILE} and ${OPENAPI_TYPES_FILE}`);
