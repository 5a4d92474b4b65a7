import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "sector-portal-config-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("loadConfig", () => {
  it("keeps the read caches on unless READ_CACHES=off", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).readCaches).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, READ_CACHES: "on" }).readCaches).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, READ_CACHES: "off" }).readCaches).toBe(false);
  });
});
