import path from "node:path";
import { createTestApp } from "./test-app";

/** Where the committed copy of the OpenAPI document lives, from the repository's root. */
export const openApiCopyPath = (root: string) => path.join(root, "docs", "openapi.json");

/**
 * The OpenAPI document of the API as the server serves it at /api/docs/json, as the text of
 * the committed copy (two-space JSON and a final new line).
 */
export const openApiDocument = async (): Promise<string> => {
  const t = await createTestApp();
  try {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
    return `${JSON.stringify(res.json(), null, 2)}\n`;
  } finally {
    await t.close();
  }
};
