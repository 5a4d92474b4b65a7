import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { openApiCopyPath, openApiDocument } from "../../test/openapi-document";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

it("docs/openapi.json is the document the server serves (npm run docs:openapi rewrites it)", async () => {
  const committed = await readFile(openApiCopyPath(root), "utf8").catch(() => "");
  const served = await openApiDocument();
  expect(
    committed === served,
    "docs/openapi.json differs from the API's OpenAPI document: run npm run docs:openapi",
  ).toBe(true);
});
