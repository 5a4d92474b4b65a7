import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { SECTOR_CODES } from "@sector/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { verifyPassword } from "../auth/password";
import type { Database } from "./client";
import { companies, passwordTokens, preferences, userPreferences, users } from "./schema";
import { type SeedOptions, seedDatabase } from "./seed";
import { BRAND_SEEDS } from "./seed-data";

const OPTIONS: SeedOptions = {
  publicUrl: "http://portal.test",
  adminEmail: "admin@example.com",
  adminPassword: "admin-password-1",
};

/** Every row the seed could touch, in a stable order. */
const snapshot = async (db: Database) => ({
  companies: await db.select().from(companies).orderBy(companies.id),
  preferences: await db.select().from(preferences).orderBy(preferences.id),
  users: await db.select().from(users).orderBy(users.id),
  userPreferences: await db.select().from(userPreferences),
  passwordTokens: await db.select().from(passwordTokens),
});

describe("seedDatabase on an empty database", () => {
  let store: TestDatabase;
  let db: Database;
  let first: Awaited<ReturnType<typeof seedDatabase>>;
  beforeAll(async () => {
    store = await createTestDatabase();
    await store.handle.migrate();
    db = store.handle.db;
    first = await seedDatabase(db, OPTIONS);
  });
  afterAll(() => store.dispose());

  it("creates exactly the companies CIO, CMO, CHRO and CRO", async () => {
    expect(first).toMatchObject({ companiesCreated: 4, adminCreated: true });
    const rows = await db.select().from(companies);
    expect(rows.map((c) => c.name).sort()).toEqual([...SECTOR_CODES].sort());
    for (const company of rows) {
      expect(company.baseUrl).toMatch(/^https:\/\//);
      expect(company.logoUrl).toMatch(/^http:\/\/portal\.test\//);
      expect(company.description).toBe(`${company.name} Website`);
    }
  });

  it("gives each company 8 to 12 distinct topics", async () => {
    const rows = await db.select().from(preferences);
    const all = await db.select().from(companies);
    for (const company of all) {
      const names = rows.filter((p) => p.companyId === company.id).map((p) => p.name);
      expect(names.length).toBeGreaterThanOrEqual(8);
      expect(names.length).toBeLessThanOrEqual(12);
      expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    }
  });

  it("creates the admin with an argon2id hash of the given password", async () => {
    const rows = await db.select().from(users);
    expect(rows).toHaveLength(1);
    const [admin] = rows;
    expect(admin).toMatchObject({ email: "admin@example.com", role: "admin" });
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.passwordHash ?? "", "admin-password-1")).toBe(true);
    expect(await verifyPassword(admin?.passwordHash ?? "", "another-password")).toBe(false);
  });

  it("changes nothing when it runs again", async () => {
    const before = await snapshot(db);
    const second = await seedDatabase(db, OPTIONS);
    expect(second).toEqual({
      companiesCreated: 0,
      adminCreated: false,
      generatedAdminPassword: null,
    });
    expect(await snapshot(db)).toEqual(before);
  });

  it("does not reset the admin's password on a later start with another one", async () => {
    const before = await snapshot(db);
    await seedDatabase(db, { ...OPTIONS, adminPassword: "changed-in-env-1" });
    expect(await snapshot(db)).toEqual(before);
  });
});

describe("seedDatabase without an admin password", () => {
  let store: TestDatabase;
  beforeAll(async () => {
    store = await createTestDatabase();
    await store.handle.migrate();
  });
  afterAll(() => store.dispose());

  it("generates one, returns it once, and it signs the admin in", async () => {
    const db = store.handle.db;
    const result = await seedDatabase(db, { ...OPTIONS, adminPassword: null });
    expect(result.adminCreated).toBe(true);
    const generated = result.generatedAdminPassword ?? "";
    expect(generated.length).toBeGreaterThanOrEqual(16);
    const [admin] = await db.select().from(users);
    expect(await verifyPassword(admin?.passwordHash ?? "", generated)).toBe(true);

    const again = await seedDatabase(db, { ...OPTIONS, adminPassword: null });
    expect(again.generatedAdminPassword).toBeNull();
    expect(await db.select().from(users)).toHaveLength(1);
  });
});

describe("the brands' registration branding", () => {
  let store: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    store = await createTestDatabase();
    await store.handle.migrate();
    db = store.handle.db;
    await seedDatabase(db, OPTIONS);
  });
  afterAll(() => store.dispose());

  const brandingOf = async () =>
    (await db.select().from(companies).orderBy(companies.id)).map((c) => ({
      name: c.name,
      tagline: c.tagline,
      introText: c.introText,
      footerBlurb: c.footerBlurb,
      socialUrl: c.socialUrl,
      joinLabel: c.joinLabel,
      joinBusyLabel: c.joinBusyLabel,
    }));

  it("is the seed's, with 'Join Now' and '...' on CIO only", async () => {
    const rows = await brandingOf();
    expect(rows).toEqual(
      BRAND_SEEDS.map((b) => ({
        name: b.name,
        tagline: b.tagline,
        introText: b.introText,
        footerBlurb: b.footerBlurb,
        socialUrl: b.socialUrl,
        joinLabel: b.joinLabel,
        joinBusyLabel: b.joinBusyLabel,
      })),
    );
    expect(rows.filter((r) => r.joinLabel === "Join Now").map((r) => r.name)).toEqual(["CIO"]);
    expect(rows.find((r) => r.name === "CIO")?.joinBusyLabel).toBe("...");
  });

  it("is what migration 0008 gives a database seeded before it: one set of texts", async () => {
    const seeded = await brandingOf();
    // A database seeded before 0008 had the columns' defaults; 0008's backfill then ran.
    await db.update(companies).set({
      introText: "",
      footerBlurb: "",
      socialUrl: "",
      joinLabel: "Join",
      joinBusyLabel: "",
    });
    const migration = await readFile(
      fileURLToPath(
        new URL("../../drizzle/0008_memberships-branding-and-imports.sql", import.meta.url),
      ),
      "utf8",
    );
    const backfill = migration
      .split("--> statement-breakpoint")
      .find((statement) => statement.includes('UPDATE "companies"'));
    if (!backfill) throw new Error("migration 0008 has no branding backfill");
    await db.execute(sql.raw(backfill));
    expect(await brandingOf()).toEqual(seeded);
  });
});
