import { CONSENT_PURPOSES, type Consent } from "@sector/shared";
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { companies, consentEvents, consents, consentTexts, users } from "../../db/schema";

/**
 * The brands a member belongs to: the one they joined through and any other they have
 * consents with (a membership of several brands records consents for each).
 */
export const memberBrands = (db: Executor, userId: number) =>
  db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      or(
        sql`${companies.id} = (select ${users.joinedThru} from ${users} where ${users.id} = ${userId})`,
        inArray(
          companies.id,
          db
            .selectDistinct({ id: consents.companyId })
            .from(consents)
            .where(eq(consents.userId, userId)),
        ),
      ),
    )
    .orderBy(companies.name);

/**
 * Every consent of the member, three per brand: granted or not, and the wording of the
 * event that set it (the brand's current wording where nothing was recorded yet).
 */
export const listMemberConsents = async (db: Executor, userId: number): Promise<Consent[]> => {
  const brands = await memberBrands(db, userId);
  if (brands.length === 0) return [];
  const brandIds = brands.map((b) => b.id);
  const [recorded, current] = await Promise.all([
    db
      .select({
        companyId: consents.companyId,
        purpose: consents.purpose,
        granted: consents.granted,
        updatedAt: consents.updatedAt,
        text: consentTexts.text,
      })
      .from(consents)
      .innerJoin(consentEvents, eq(consentEvents.id, consents.eventId))
      .innerJoin(consentTexts, eq(consentTexts.id, consentEvents.textId))
      .where(and(eq(consents.userId, userId), inArray(consents.companyId, brandIds))),
    db
      .selectDistinctOn([consentTexts.companyId, consentTexts.purpose], {
        companyId: consentTexts.companyId,
        purpose: consentTexts.purpose,
        text: consentTexts.text,
      })
      .from(consentTexts)
      .where(inArray(consentTexts.companyId, brandIds))
      .orderBy(consentTexts.companyId, consentTexts.purpose, desc(consentTexts.version)),
  ]);
  const key = (companyId: number, purpose: string) => `${companyId}:${purpose}`;
  const byKey = new Map(recorded.map((r) => [key(r.companyId, r.purpose), r]));
  const wording = new Map(current.map((t) => [key(t.companyId, t.purpose), t.text]));
  return brands.flatMap((brand) =>
    CONSENT_PURPOSES.map((purpose) => {
      const row = byKey.get(key(brand.id, purpose));
      return {
        company_id: brand.id,
        company_name: brand.name,
        purpose,
        granted: row?.granted ?? false,
        text: row?.text ?? wording.get(key(brand.id, purpose)) ?? "",
        updated_at: row?.updatedAt.toISOString() ?? null,
      };
    }),
  );
};
