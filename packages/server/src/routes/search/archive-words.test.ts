import type { LoginResponse, Resource } from "@sector/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode, loginAdmin } from "../../../test/fixtures";
import { getArchive, insertResources, minutesIn } from "../../../test/resource-test-data";
import { createTestApp, type TestApp } from "../../../test/test-app";

/**
 * The staff archive's search (GET /api/resources, SPEC's debouncedValue) matches words as the
 * member search does (beginnings, one slip in a word of five letters or more, the brand),
 * besides SPEC's match of the text inside a title or a company's name.
 */
let t: TestApp;
let admin: LoginResponse;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t);
  const cio = await companyByCode(t, "CIO");
  await insertResources(t, [
    { companyId: cio.id, title: "Quarvex security checklist", createdAt: minutesIn(1) },
    {
      companyId: cio.id,
      title: "Budget notes",
      createdAt: minutesIn(2),
      preferenceIds: [cio.preferences[0]?.id ?? 0],
    },
  ]);
});
afterAll(() => t.close());

const titles = async (debouncedValue: string) => {
  const res = await getArchive(t, admin.token, { debouncedValue, limit: 50 });
  expect(res.statusCode).toBe(200);
  return res.json<{ resources: Resource[] }>().resources.map((r) => r.title);
};

describe("the archive search matches words as the member search does", () => {
  it("finds a title by the beginnings of its words and by a word with one slip", async () => {
    expect(await titles("quarv checkl")).toEqual(["Quarvex security checklist"]);
    expect(await titles("quarvex securty")).toEqual(["Quarvex security checklist"]);
    expect(await titles("qaurvex")).toEqual(["Quarvex security checklist"]);
    // As typed inside a title, as before.
    expect(await titles("rvex secu")).toEqual(["Quarvex security checklist"]);
  });

  it("matches text with symbols only as typed, and a topic's name not at all (SPEC)", async () => {
    expect(await titles("quarvex-security")).toEqual([]);
    const topic = (await companyByCode(t, "CIO")).preferences[0]?.name ?? "";
    expect(await titles(topic)).not.toContain("Budget notes");
  });
});
