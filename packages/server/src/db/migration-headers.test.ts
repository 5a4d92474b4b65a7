import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "./client";

/**
 * Every migration says in its first line what existing data it rewrites ("-- Rewrites: none",
 * or the tables and how), and one that rewrites any has its time on the 1M data set in
 * docs/benchmarks.md (Migrations), so an operator knows before an upgrade what its first start
 * costs (docs/production.md, Upgrades).
 */
const benchmarks = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../docs/benchmarks.md"),
  "utf8",
);
const migrations = readdirSync(migrationsFolder)
  .filter((file) => file.endsWith(".sql"))
  .sort();

describe("migration headers", () => {
  it("finds the migrations", () => {
    expect(migrations.length).toBeGreaterThan(20);
  });

  for (const file of migrations) {
    it(`${file} says what it rewrites`, () => {
      const [first = ""] = readFileSync(path.join(migrationsFolder, file), "utf8").split("\n");
      expect(first).toMatch(/^-- Rewrites: \S/);
      if (/^-- Rewrites: none\b/.test(first)) return;
      expect(first).toContain("docs/benchmarks.md#migrations");
      expect(benchmarks, `${file} in docs/benchmarks.md's Migrations table`).toContain(
        `| ${file.replace(/\.sql$/, "")} |`,
      );
    });
  }
});
