// `npm run docs:config`: writes docs/configuration.md from the environment's own definitions
// (packages/server/src/lib/environment.ts); a test fails when the committed page differs.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { configurationPage } from "../packages/server/src/lib/configuration-page";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
await writeFile(path.join(root, "docs", "configuration.md"), configurationPage());
console.log("Wrote docs/configuration.md");
