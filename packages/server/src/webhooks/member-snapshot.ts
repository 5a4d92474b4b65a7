import { CONSENT_PURPOSES, type ConsentPurpose, type WebhookMember } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { companies, consents, preferences, userPreferences, users } from "../db/schema";

/**
 * A member as events carry them, seen from one brand: the listed fields of their row, that
 * brand, their topics of it and their current consents to it, in one statement (it runs in
 * the transaction of a registration). Each field is named here, so a new column of users
 * never leaves by accident (a password hash, a token version).
 */
export const memberSnapshot = async (
  db: Executor,
  memberId: number,
  brandId: number,
): Promise<WebhookMember | null> => {
  const [row] = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      mobile_number: users.mobileNumber,
      user_company: users.userCompany,
      job_title: users.jobTitle,
      brandId: companies.id,
      brandName: companies.name,
      topics: sql<{ id: number; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', ${preferences.id}, 'name', ${preferences.name})
                        order by ${preferences.name}, ${preferences.id})
        from ${userPreferences}
        join ${preferences} on ${preferences.id} = ${userPreferences.preferenceId}
        where ${userPreferences.userId} = ${users.id} and ${preferences.companyId} = ${companies.id}
      ), '[]'::json)`,
      granted: sql<Partial<Record<ConsentPurpose, boolean>>>`coalesce((
        select json_object_agg(${consents.purpose}, ${consents.granted})
        from ${consents}
        where ${consents.userId} = ${users.id} and ${consents.companyId} = ${companies.id}
      ), '{}'::json)`,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, brandId))
    .where(eq(users.id, memberId));
  if (!row) return null;
  const { brandId: id, brandName: name, granted, topics, ...member } = row;
  return {
    ...member,
    brand: { id, name },
    topics,
    consents: Object.fromEntries(
      CONSENT_PURPOSES.map((purpose) => [purpose, granted[purpose] ?? false]),
    ) as WebhookMember["consents"],
  };
};
