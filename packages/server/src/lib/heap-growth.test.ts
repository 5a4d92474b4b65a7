import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { boundHeapGrowth } from "./heap-growth";

const root = fileURLToPath(new URL("../../../../", import.meta.url));

/**
 * A Node process that calls boundHeapGrowth(), keeps about 90 MB of objects alive and runs a
 * full collection. V8's verbose GC trace then prints the old generation's next limit ("Limit:
 * old size: … KB, new limit: … KB"), which is the size kept times the growing factor, plus
 * half the young generation's space: the factor is read back from it.
 */
const growingFactor = async (nodeArgs: string[]) => {
  const script = [
    `import { getHeapSpaceStatistics } from "node:v8";`,
    `import { boundHeapGrowth } from "./packages/server/src/lib/heap-growth.ts";`,
    "boundHeapGrowth();",
    "const live = [];",
    `for (let i = 0; i < 1_200_000; i++) live.push({ i, s: "x" + i });`,
    "globalThis.gc();",
    `const young = getHeapSpaceStatistics().find((s) => s.space_name === "new_space");`,
    `console.log("young", young.space_size, "kept", live.length);`,
  ].join("\n");
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      ...nodeArgs,
      "--expose-gc",
      "--trace-gc-verbose",
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      script,
    ],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  const limits = [
    ...stdout.matchAll(/\[HeapController\] Limit: old size: (\d+) KB, new limit: (\d+) KB/g),
  ];
  const last = limits.at(-1);
  const young = /young (\d+) kept 1200000/.exec(stdout);
  if (!last || !young) throw new Error(`V8's trace lacks the limit:\n${stdout.slice(-2000)}`);
  const [oldKb, limitKb, youngKb] = [Number(last[1]), Number(last[2]), Number(young[1]) / 1024];
  // The collection kept the objects: the limit is read off a heap of the size the test means.
  expect(oldKb).toBeGreaterThan(60_000);
  return (limitKb - youngKb / 2) / oldKb;
};

describe("the heap's growth between full collections", () => {
  it("is bounded: the next full collection comes at 1.5 times what the last kept, not up to 4 times", async () => {
    expect(await growingFactor([])).toBeCloseTo(1.5, 1);
  }, 60_000);

  it("is an operator's own --heap-growing-percent when given on the command line", async () => {
    expect(await growingFactor(["--heap-growing-percent=300"])).toBeCloseTo(4, 1);
    expect(boundHeapGrowth(["--heap_growing_percent", "300"])).toBe(false);
    expect(boundHeapGrowth(["--heap-growing-percent=300"])).toBe(false);
  }, 60_000);
});
