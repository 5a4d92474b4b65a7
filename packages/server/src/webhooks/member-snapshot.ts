import { CONSENT_PURPOSES, type WebhookMember } from "@sector/shared";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { companies, consents, preferences, userPreferences, users } from "../db/schema";

/**
 * A member as events carry them, seen from one brand: the listed fields of their row, that
 * brand, their topics of it and their current consents to it. Each field is named here, so a
 * new column of users never leaves by accident (a password hash, a token version).
 */
export const memberSnapshot = async (
  db: Executor,
  memberId: number,
  brandId: number,
): Promise<WebhookMember | null> => {
  const [[member], [brand], topics, given] = await Promise.all([
    db
      .select({
        id: users.id,
        firstname: users.firstname,
        lastname: users.lastname,
        email: users.email,
        mobile_number: users.mobileNumber,
        user_company: users.userCompany,
        job_title: users.jobTitle,
      })
      .from(users)
      .where(eq(users.id, memberId)),
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.id, brandId)),
    db
      .select({ id: preferences.id, name: preferences.name })
      .from(userPreferences)
      .innerJoin(preferences, eq(preferences.id, userPreferences.preferenceId))
      .where(and(eq(userPreferences.userId, memberId), eq(preferences.companyId, brandId)))
      .orderBy(preferences.name, preferences.id),
    db
      .select({ purpose: consents.purpose, granted: consents.granted })
      .from(consents)
      .where(and(eq(consents.userId, memberId), eq(consents.companyId, brandId))),
  ]);
  if (!member || !brand) return null;
  const granted = new Map(given.map((c) => [c.purpose, c.granted]));
  return {
    ...member,
    brand,
    topics,
    consents: Object.fromEntries(
      CONSENT_PURPOSES.map((purpose) => [purpose, granted.get(purpose) ?? false]),
    ) as WebhookMember["consents"],
  };
};
