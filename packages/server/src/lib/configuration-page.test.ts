import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { configurationPage } from "./configuration-page";
import { environment, environmentVariables } from "./environment";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../../..");

/** The server's source files (tests aside). */
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [file] : [];
  });

describe("docs/configuration.md", () => {
  it("is the page the environment's definitions make (npm run docs:config writes it)", () => {
    const committed = readFileSync(path.join(root, "docs", "configuration.md"), "utf8");
    expect(
      committed === configurationPage(),
      "docs/configuration.md differs from src/lib/environment.ts: run npm run docs:config",
    ).toBe(true);
  });

  it("documents every variable the server reads, with a default and a capability", () => {
    const names = environmentVariables().map((v) => v.name);
    expect(names).toEqual(Object.keys(environment.shape));
    for (const v of environmentVariables()) {
      expect(v.description.length, v.name).toBeGreaterThan(20);
      expect(configurationPage()).toContain(`| \`${v.name}\` |`);
    }
  });

  it("has the server read the environment in one place only", () => {
    const readers = sources(path.resolve(here, ".."))
      .filter((file) => /process\.env\b/.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(path.resolve(here, ".."), file))
      .sort();
    // config.ts reads it; the backup commands pass it on to pg_dump and pg_restore whole.
    expect(readers).toEqual(["backups/postgres-tools.ts", "config.ts"]);
  });
});
