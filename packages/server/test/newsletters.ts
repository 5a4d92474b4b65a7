import { and, eq, inArray } from "drizzle-orm";
import { recordConsent } from "../src/consent/consent-ledger";
import { currentConsentTexts } from "../src/consent/consent-texts";
import { newsletterDeliveries } from "../src/db/newsletters-schema";
import {
  memberships,
  preferences,
  resourcePreferences,
  resources,
  userPreferences,
  users,
} from "../src/db/schema";
import { bearer, companyByCode, createMember, login } from "./fixtures";
import type { TestApp } from "./test-app";

/** A member's tie to one brand: the topics they chose there and their newsletter consent. */
export interface BrandTie {
  code: string;
  topics: string[];
  newsletter: boolean;
}

let seq = 0;

/**
 * A member written straight into the database (far faster than registering through the API):
 * their brands, topics of each, and a newsletter consent recorded in the ledger for each.
 */
export const addMember = async (t: TestApp, firstname: string, ties: BrandTie[]) => {
  seq += 1;
  const email = `${firstname.toLowerCase()}-${seq}-${Date.now()}@example.org`;
  const first = ties[0] ? await companyByCode(t, ties[0].code) : null;
  const [user] = await t.db
    .insert(users)
    .values({
      firstname,
      lastname: "Tester",
      email,
      mobileNumber: "0123456789",
      joinedThru: first?.id ?? null,
    })
    .returning({ id: users.id });
  if (!user) throw new Error("member not stored");
  for (const tie of ties) {
    const brand = await companyByCode(t, tie.code);
    await t.db
      .insert(memberships)
      .values({ userId: user.id, companyId: brand.id, source: "staff" });
    const chosen = brand.preferences.filter((p) => tie.topics.includes(p.name));
    if (chosen.length !== tie.topics.length) throw new Error(`unknown topic in ${tie.topics}`);
    if (chosen.length > 0) {
      await t.db
        .insert(userPreferences)
        .values(chosen.map((p) => ({ userId: user.id, preferenceId: p.id })));
    }
    await setNewsletterConsent(t, user.id, brand.id, tie.newsletter);
  }
  return { id: user.id, email, firstname };
};

/** Records a newsletter consent change in the ledger, as the member's profile would. */
export const setNewsletterConsent = async (
  t: TestApp,
  userId: number,
  companyId: number,
  granted: boolean,
) => {
  const text = (await currentConsentTexts(t.db, companyId)).get("newsletter");
  if (!text) throw new Error(`no newsletter wording for ${companyId}`);
  await t.db.transaction((tx) =>
    recordConsent(tx, {
      userId,
      companyId,
      purpose: "newsletter",
      granted,
      textId: text.id,
      source: "profile",
    }),
  );
};

/** A brand's resource with some of its topics, created at `createdAt`. */
export const addResource = async (
  t: TestApp,
  code: string,
  title: string,
  topics: string[],
  createdAt: Date,
) => {
  const brand = await companyByCode(t, code);
  const [row] = await t.db
    .insert(resources)
    .values({
      title,
      imageBg: `https://img.example.com/${encodeURIComponent(title)}.png`,
      resourceUrl: `https://example.com/read/${encodeURIComponent(title)}`,
      companyId: brand.id,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: resources.id });
  if (!row) throw new Error("resource not stored");
  const prefIds = (
    await t.db
      .select({ id: preferences.id, name: preferences.name })
      .from(preferences)
      .where(and(eq(preferences.companyId, brand.id), inArray(preferences.name, topics)))
  ).map((p) => p.id);
  if (prefIds.length > 0) {
    await t.db
      .insert(resourcePreferences)
      .values(prefIds.map((preferenceId) => ({ resourceId: row.id, preferenceId })));
  }
  return row.id;
};

/** The recipients of an edition and each one's items, by member id. */
export const deliveriesOf = async (t: TestApp, newsletterId: number) => {
  const rows = await t.db
    .select()
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.newsletterId, newsletterId));
  return new Map(rows.map((r) => [r.userId, r]));
};

/** Calls /api/newsletters… with a token. */
export const newsletterCall = (
  t: TestApp,
  token: string | null,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload && { payload }),
  });

/** Header fields of a raw message, unfolded (RFC 5322 long lines continue with whitespace). */
export const headersOf = (raw: string): Map<string, string> => {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const fields = new Map<string, string>();
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) fields.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return fields;
};

/**
 * A staff account whose own membership is of CRO without newsletter consent: it never shows
 * among the recipients of the brands a test sends.
 */
export const staffLogin = async (t: TestApp, role: "admin" | "employee" | "user") => {
  const member = await createMember(t, "CRO", { newsletter_flag: false });
  if (role !== "user") await t.db.update(users).set({ role }).where(eq(users.id, member.user.id));
  const session = await login(t, member.registration.email, member.password);
  return { token: session.token, id: member.user.id, email: member.registration.email };
};
