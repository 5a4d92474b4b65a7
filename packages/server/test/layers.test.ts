import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cruise, type ICruiseOptions, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The import rules `npm run lint` checks (.dependency-cruiser.cjs, README Layout), run through
// dependency-cruiser's own API: on a small planted tree they must fire, on the real tree not.

const root = fileURLToPath(new URL("../../../", import.meta.url));
const LINTED = ["packages/shared/src", "packages/server/src", "packages/web/src", "e2e", "bench"];

/** The project's rules and options, run from `baseDir` without the on-disk cache. */
const cruiseWithProjectRules = async (baseDir: string, paths: string[]) => {
  const options = await extractDepcruiseOptions(path.join(root, ".dependency-cruiser.cjs"));
  // The config names its tsconfig and cache folder relative to the root: run from elsewhere.
  const cruiseOptions: ICruiseOptions = {
    ...options,
    baseDir,
    tsConfig: { fileName: path.join(root, "tsconfig.base.json") },
    cache: false,
    outputType: "json",
  };
  const tsConfig = extractTSConfig(path.join(root, "tsconfig.base.json"));
  const { output } = await cruise(paths, cruiseOptions, {}, { tsConfig });
  const result = (typeof output === "string" ? JSON.parse(output) : output) as ICruiseResult;
  return result.summary.violations.map((v) => ({
    rule: v.rule.name,
    from: v.from,
    to: v.to,
    cycle: v.cycle?.map((step) => step.name) ?? [],
  }));
};

/** A server source tree with planted violations, in a temporary folder. */
const plant = (files: Record<string, string>) => {
  const dir = mkdtempSync(path.join(tmpdir(), "layers-"));
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(dir, "packages/server/src", file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  return dir;
};

describe("import rules", () => {
  let fixture: string;
  beforeAll(() => {
    fixture = plant({
      "routes/handler.ts": "export const handler = 1;\n",
      "plugins/guard.ts": "export const guard = 1;\n",
      // (a) upward imports: db/ reaching routes/, a future domain folder reaching plugins/.
      "db/upward.ts": 'import { handler } from "../routes/handler";\nexport const up = handler;\n',
      "newsletters/send.ts":
        'import { guard } from "../plugins/guard";\nexport const send = guard;\n',
      // A test may import any layer.
      "db/upward.test.ts":
        'import { handler } from "../routes/handler";\nexport const t = handler;\n',
      // (b) a two-file cycle, one side type-only: it counts all the same.
      "lib/first.ts":
        'import { second } from "./second";\nexport interface First { n: number }\nexport const first = second;\n',
      "lib/second.ts":
        'import type { First } from "./first";\nexport const second: First = { n: 1 };\n',
      // Allowed: downward imports and a route importing a lower layer.
      "routes/ok.ts": 'import { up } from "../db/upward";\nexport const ok = up;\n',
    });
  });
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it("reports a planted upward import and a planted cycle by rule name", async () => {
    const violations = await cruiseWithProjectRules(fixture, ["packages/server/src"]);
    const src = "packages/server/src/";
    const upward = violations
      .filter((v) => v.rule !== "no-circular")
      .sort((a, b) => a.from.localeCompare(b.from));
    expect(upward).toEqual([
      {
        rule: "server-routes-only-from-entry",
        from: `${src}db/upward.ts`,
        to: `${src}routes/handler.ts`,
        cycle: [],
      },
      {
        rule: "server-plugins-only-from-routes",
        from: `${src}newsletters/send.ts`,
        to: `${src}plugins/guard.ts`,
        cycle: [],
      },
    ]);
    const cycles = violations.filter((v) => v.rule === "no-circular");
    expect(cycles.length).toBeGreaterThan(0);
    for (const cycle of cycles) {
      expect([cycle.from, ...cycle.cycle].sort()).toEqual(
        expect.arrayContaining([`${src}lib/first.ts`, `${src}lib/second.ts`]),
      );
    }
  });

  it("finds no violation in the project's own tree", async () => {
    expect(await cruiseWithProjectRules(root, LINTED)).toEqual([]);
  });
});
