// `npm run docs:openapi`: writes the OpenAPI document the server serves at /api/docs/json to
// docs/openapi.json, the copy readers find without running the server (docs/api.md). A test
// (packages/server/src/plugins/openapi-copy.test.ts) fails when the copy differs from the code.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openApiCopyPath, openApiDocument } from "../packages/server/test/openapi-document";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const file = openApiCopyPath(root);
await writeFile(file, await openApiDocument());
console.log(`Wrote ${path.relative(root, file)}`);
