import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSeededTestDatabase, type TestDatabase } from "../../test/test-database";
import type { Database } from "./client";
import { companies, preferences, users } from "./schema";

let store: TestDatabase;
let db: Database;
beforeAll(async () => {
  store = await createSeededTestDatabase();
  db = store.handle.db;
});
afterAll(() => store.dispose());

/** The SQLSTATE of a failed statement (drizzle wraps the driver's error in `cause`). */
const sqlState = async (work: Promise<unknown>): Promise<string | undefined> => {
  try {
    await work;
    return undefined;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
};
const UNIQUE_VIOLATION = "23505";

const aUser = (email: string) => ({
  firstname: "Ada",
  lastname: "Lovelace",
  email,
  mobileNumber: "0123456789",
});

const companyId = async (name: string) => {
  const company = await db.query.companies.findFirst({ where: eq(companies.name, name) });
  if (!company) throw new Error(`no company ${name}`);
  return company.id;
};

describe("users: email unique whatever its case", () => {
  it("refuses 'a@x.com' once 'A@x.com' exists", async () => {
    await db.insert(users).values(aUser("A@x.com"));
    expect(await sqlState(db.insert(users).values(aUser("a@x.com")))).toBe(UNIQUE_VIOLATION);
    expect(await sqlState(db.insert(users).values(aUser("A@X.COM")))).toBe(UNIQUE_VIOLATION);
    const rows = await db.select().from(users).where(eq(users.firstname, "Ada"));
    expect(rows.map((r) => r.email)).toEqual(["A@x.com"]);
  });

  it("refuses changing an email to another user's in another case", async () => {
    const [other] = await db.insert(users).values(aUser("other@x.com")).returning();
    const change = db
      .update(users)
      .set({ email: "a@X.com" })
      .where(eq(users.id, other?.id ?? 0));
    expect(await sqlState(change)).toBe(UNIQUE_VIOLATION);
  });

  it("refuses a role outside user, admin, employee", async () => {
    const insert = db.insert(users).values({ ...aUser("role@x.com"), role: "root" as "user" });
    expect(await sqlState(insert)).toBe("23514"); // check_violation
  });
});

describe("preferences: name unique per company, whatever its case", () => {
  it("refuses the same name in another case within one company", async () => {
    const cio = await companyId("CIO");
    await db.insert(preferences).values({ companyId: cio, name: "Quantum Computing" });
    const again = db.insert(preferences).values({ companyId: cio, name: "quantum COMPUTING" });
    expect(await sqlState(again)).toBe(UNIQUE_VIOLATION);
  });

  it("allows the same name in two companies", async () => {
    const cmo = await companyId("CMO");
    const chro = await companyId("CHRO");
    await db.insert(preferences).values({ companyId: cmo, name: "Edge AI" });
    await db.insert(preferences).values({ companyId: chro, name: "Edge AI" });
    const rows = await db.select().from(preferences).where(eq(preferences.name, "Edge AI"));
    expect(rows.map((r) => r.companyId).sort()).toEqual([cmo, chro].sort());
  });

  it("refuses a preference of a company that does not exist", async () => {
    const insert = db.insert(preferences).values({ companyId: 987_654, name: "Orphan" });
    expect(await sqlState(insert)).toBe("23503"); // foreign_key_violation
  });
});

describe("companies: name unique whatever its case", () => {
  it("refuses 'cio' next to 'CIO'", async () => {
    const insert = db
      .insert(companies)
      .values({ name: "cio", baseUrl: "https://x", logoUrl: "https://x" });
    expect(await sqlState(insert)).toBe(UNIQUE_VIOLATION);
  });
});
