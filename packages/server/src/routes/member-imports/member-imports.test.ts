import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  companyByCode,
  createMember,
  login,
  loginAdmin,
  registrationFor,
  userRowByEmail,
} from "../../../test/fixtures";
import { getImport, importAndWait, STANDARD_HEADER } from "../../../test/member-import-fixtures";
import { readOutbox } from "../../../test/outbox";
import { createTestApp, type TestApp } from "../../../test/test-app";
import {
  auditLog,
  consentEvents,
  consents,
  memberImportRows,
  memberships,
  passwordTokens,
  userPreferences,
  users,
} from "../../db/schema";
import { STAFF_ACCOUNT } from "../../imports/import-batch";
import { eraseStaleUnconfirmed } from "../../privacy/retention";

let t: TestApp;
let adminToken: string;
let existingEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await loginAdmin(t)).token;
  existingEmail = (await createMember(t, "CIO")).registration.email;
});
afterAll(() => t.close());

/**
 * Good, duplicate and bad lines (the header is line 1). Line 12's company holds a line break,
 * so its record ends on line 13; line 16 is blank.
 */
const fileOf = (existing: string) =>
  [
    STANDARD_HEADER,
    `Grace,Hopper,grace@example.org,555-123-4567,US Navy,Admiral,CIO,Cloud Computing;Cybersecurity,yes,2023-04-01T09:30:00Z,Spring summit sign-up,no,,`,
    `Alan,Turing,ALAN@example.org,,,,cmo,Brand Strategy | Social Media,,,,yes,2022-11-15,Partner webinar`,
    `Ada,Again,${existing.toUpperCase()},+44 20 7946 0000,Engines,Chief Marketer,CMO,Content Marketing,yes,2024-01-10 10:00+02:00,CMO roundtable,,,`,
    `Grace,Twice,grace@EXAMPLE.org,,,,CIO,,,,,,,`,
    `,Nameless,nameless@example.org,,,,CIO,,,,,,,`,
    `Bad,Address,not-an-email,,,,CIO,,,,,,,`,
    `Frank,Finance,frank@example.org,,,,CFO,,,,,,,`,
    `Kit,Knitter,kit@example.org,,,,CIO,Quantum Knitting,,,,,,`,
    `Noproof,Atall,noproof@example.org,,,,CIO,,yes,,,,,`,
    `Nosource,Given,nosource@example.org,,,,CIO,,yes,2023-01-01,,,,`,
    `Mary,Jackson,mary@example.org,,"Acme\nWidgets",Engineer,CHRO,,,,,,,`,
    `Bad,Day,badday@example.org,,,,CIO,,yes,2023-02-30,Fair,,,`,
    `Site,Admin,admin@example.com,,,,CIO,,,,,,,`,
    "",
    `Katherine,Johnson,katherine@example.org,,,,CRO,,no,,,,,`,
  ].join("\r\n");

const EXPECTED_REFUSALS = [
  { line: 5, reason: "Duplicate of line 2." },
  { line: 6, reason: "First name is required." },
  { line: 7, reason: "Invalid email format." },
  { line: 8, reason: 'Unknown brand "CFO".' },
  { line: 9, reason: 'Unknown topic "Quantum Knitting" in CIO.' },
  {
    line: 10,
    reason:
      "Newsletter consent granted without its date and source: the original consent must be proven.",
  },
  {
    line: 11,
    reason: "Newsletter consent granted without its source: the original consent must be proven.",
  },
  {
    line: 14,
    reason: 'Newsletter consent date "2023-02-30" is not a date (YYYY-MM-DD or ISO 8601).',
  },
  { line: 15, reason: STAFF_ACCOUNT },
];

const NEW_EMAILS = [
  "grace@example.org",
  "alan@example.org",
  "mary@example.org",
  "katherine@example.org",
];

const countOf = async (table: typeof users | typeof consentEvents | typeof memberships) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

describe("member import: dry run, then run", () => {
  it("a dry run reports what would happen, by line, and writes no member", async () => {
    const usersBefore = await countOf(users);
    const eventsBefore = await countOf(consentEvents);
    const report = await importAndWait(t, adminToken, fileOf(existingEmail), { dryRun: true });
    expect(report).toMatchObject({
      dry_run: true,
      status: "done",
      total_rows: 14,
      processed: 14,
      created: 4,
      merged: 1,
      refused: 9,
      refusals: EXPECTED_REFUSALS,
      next_refusals_after: null,
      file_name: "members.csv",
    });
    expect(await countOf(users)).toBe(usersBefore);
    expect(await countOf(consentEvents)).toBe(eventsBefore);
    expect(await t.db.select().from(memberImportRows)).toHaveLength(0);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "member_import.dry_run"));
    expect(audit?.targetId).toBe(String(report.id));
    expect(audit?.summary).toMatch(/^members\.csv: 14 rows; mapping /);
  });

  it("the run creates and merges members with their brands, topics and consent proofs", async () => {
    const cio = await companyByCode(t, "CIO");
    const cmo = await companyByCode(t, "CMO");
    const usersBefore = await countOf(users);
    const report = await importAndWait(t, adminToken, fileOf(existingEmail), {
      sendWelcome: true,
    });
    expect(report).toMatchObject({
      dry_run: false,
      total_rows: 14,
      processed: 14,
      created: 4,
      merged: 1,
      refused: 9,
      refusals: EXPECTED_REFUSALS,
    });
    expect(await countOf(users)).toBe(usersBefore + 4);
    expect(await t.db.select().from(memberImportRows)).toHaveLength(0);

    // A new member: no password, role user, joined through the line's brand.
    const grace = await userRowByEmail(t, "grace@example.org");
    expect(grace).toMatchObject({
      firstname: "Grace",
      lastname: "Hopper",
      mobileNumber: "555-123-4567",
      userCompany: "US Navy",
      jobTitle: "Admiral",
      role: "user",
      passwordHash: null,
      joinedThru: cio.id,
      newsletterFlag: true,
      partnersFlag: false,
    });
    const graceId = grace?.id ?? 0;
    expect(
      await t.db.select().from(memberships).where(eq(memberships.userId, graceId)),
    ).toMatchObject([{ companyId: cio.id, source: "import" }]);
    const topics = await t.db
      .select({ id: userPreferences.preferenceId })
      .from(userPreferences)
      .where(eq(userPreferences.userId, graceId));
    const named = (name: string) => cio.preferences.find((p) => p.name === name)?.id;
    expect(topics.map((p) => p.id).sort()).toEqual(
      [named("Cloud Computing"), named("Cybersecurity")].sort(),
    );
    // Consent events: source import, dated when the original consent was given.
    const events = await t.db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.userId, graceId))
      .orderBy(asc(consentEvents.purpose));
    expect(events).toMatchObject([
      { purpose: "newsletter", granted: true, source: "import", companyId: cio.id },
      { purpose: "partners", granted: false, source: "import", companyId: cio.id },
    ]);
    expect(events[0]?.occurredAt.toISOString()).toBe("2023-04-01T09:30:00.000Z");
    const [proof] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "member.import"), eq(auditLog.targetId, String(graceId))));
    expect(proof?.summary).toBe(
      `import #${report.id} line 2: created (CIO); newsletter granted at 2023-04-01T09:30:00.000Z, source "Spring summit sign-up"; partners not granted`,
    );

    // The multi-line record is stored whole; the lower-case brand code found CMO.
    expect((await userRowByEmail(t, "mary@example.org"))?.userCompany).toBe("Acme\nWidgets");
    expect((await userRowByEmail(t, "alan@example.org"))?.joinedThru).toBe(cmo.id);

    // Welcome mails, one per new member, through the queue: the link sets a password.
    await t.app.jobs.drain();
    const mails = (await readOutbox(t.outboxDir)).filter((m) =>
      NEW_EMAILS.includes(m.to.toLowerCase()),
    );
    expect(mails.map((m) => m.to.toLowerCase()).sort()).toEqual([...NEW_EMAILS].sort());
    expect(mails.find((m) => m.to === "grace@example.org")?.subject).toBe(
      "Welcome to the CIO community",
    );
    const link = mails
      .find((m) => m.to === "grace@example.org")
      ?.links.find((l) => l.includes("/reset-password/"));
    const slug = link?.split("/reset-password/")[1] ?? "";
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/user/public/reset-password",
      payload: { slug, newPassword: "grace-password-1" },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(t, "grace@example.org", "grace-password-1")).user.email).toBe(
      "grace@example.org",
    );
    const tokens = await t.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.purpose, "welcome"));
    expect(tokens.length).toBeGreaterThanOrEqual(4);
  });

  it("merges into the existing member: a new brand, topics and events; their profile stays", async () => {
    const cmo = await companyByCode(t, "CMO");
    const cio = await companyByCode(t, "CIO");
    const ada = await userRowByEmail(t, existingEmail);
    const adaId = ada?.id ?? 0;
    // Registration's values stay; nothing was empty.
    expect(ada).toMatchObject({
      firstname: "Ada",
      lastname: "Lovelace",
      mobileNumber: "0123456789",
      jobTitle: "CTO",
      joinedThru: cio.id,
    });
    const brands = await t.db
      .select({ companyId: memberships.companyId, source: memberships.source })
      .from(memberships)
      .where(eq(memberships.userId, adaId))
      .orderBy(asc(memberships.companyId));
    // (Registration adds the first brand's membership on another branch of work.)
    expect(brands).toContainEqual({ companyId: cmo.id, source: "import" });
    expect(brands).not.toContainEqual({ companyId: cio.id, source: "import" });
    const contentMarketing = cmo.preferences.find((p) => p.name === "Content Marketing")?.id;
    const topics = await t.db
      .select({ id: userPreferences.preferenceId })
      .from(userPreferences)
      .where(eq(userPreferences.userId, adaId));
    expect(topics.map((p) => p.id)).toContain(contentMarketing);
    expect(topics).toHaveLength(3);
    const imported = await t.db
      .select()
      .from(consentEvents)
      .where(and(eq(consentEvents.userId, adaId), eq(consentEvents.source, "import")));
    expect(imported).toHaveLength(1);
    expect(imported[0]).toMatchObject({ companyId: cmo.id, purpose: "newsletter", granted: true });
    expect(imported[0]?.occurredAt.toISOString()).toBe("2024-01-10T08:00:00.000Z");
    const [current] = await t.db
      .select()
      .from(consents)
      .where(
        and(
          eq(consents.userId, adaId),
          eq(consents.companyId, cmo.id),
          eq(consents.purpose, "newsletter"),
        ),
      );
    expect(current?.granted).toBe(true);
  });

  it("keeps imported members from the erasure of members who never confirmed", async () => {
    const registration = await registrationFor(t, "CIO");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/public/register",
      payload: registration,
    });
    expect(res.statusCode).toBe(201);
    const emails = ["alan@example.org", registration.email];
    await t.db
      .update(users)
      .set({ createdAt: sql`now() - interval '40 days'` })
      .where(
        sql`lower(${users.email}) in (${sql.join(
          emails.map((e) => sql`${e}`),
          sql`, `,
        )})`,
      );
    expect(await eraseStaleUnconfirmed(t.db, 30)).toBe(1);
    expect((await userRowByEmail(t, "alan@example.org"))?.erasedAt).toBeNull();
    expect(await userRowByEmail(t, registration.email)).toBeUndefined();
  });

  it("lists recent imports, newest first", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/members/imports",
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(200);
    const { imports } = res.json<{ imports: { dry_run: boolean; status: string }[] }>();
    expect(imports.map((i) => [i.dry_run, i.status])).toEqual([
      [false, "done"],
      [true, "done"],
    ]);
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/members/imports/999999",
      headers: bearer(adminToken),
    });
    expect(missing.statusCode).toBe(404);
    expect((await getImport(t, adminToken, 1, 14)).refusals).toEqual([
      { line: 15, reason: STAFF_ACCOUNT },
    ]);
  });
});
