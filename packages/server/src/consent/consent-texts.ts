import { CONSENT_PURPOSES, type ConsentPurpose } from "@sector/shared";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { consentTexts } from "../db/schema";

export interface ConsentTextRow {
  id: number;
  purpose: ConsentPurpose;
  version: number;
  text: string;
}

/** The current (highest) version of each of a brand's consent wordings. */
export const currentConsentTexts = async (
  db: Executor,
  companyId: number,
): Promise<Map<ConsentPurpose, ConsentTextRow>> => {
  const rows = await db
    .selectDistinctOn([consentTexts.purpose], {
      id: consentTexts.id,
      purpose: consentTexts.purpose,
      version: consentTexts.version,
      text: consentTexts.text,
    })
    .from(consentTexts)
    .where(
      and(eq(consentTexts.companyId, companyId), inArray(consentTexts.purpose, CONSENT_PURPOSES)),
    )
    .orderBy(consentTexts.purpose, desc(consentTexts.version));
  // The sponsor dialog's wording is not one of the page's three consents (sponsorWording).
  return new Map(
    rows.map((row) => [
      row.purpose as ConsentPurpose,
      { ...row, purpose: row.purpose as ConsentPurpose },
    ]),
  );
};

/**
 * The wordings a registration page showed: the versions it names, where they exist for this
 * brand, else the current ones (a page loaded before an admin changed a wording still records
 * what its visitor read).
 */
export const shownConsentTexts = async (
  db: Executor,
  companyId: number,
  versions: Partial<Record<ConsentPurpose, number>> = {},
): Promise<Map<ConsentPurpose, ConsentTextRow>> => {
  const shown = await currentConsentTexts(db, companyId);
  const asked = Object.values(versions);
  if (asked.length === 0) return shown;
  const named = await db
    .select({
      id: consentTexts.id,
      purpose: consentTexts.purpose,
      version: consentTexts.version,
      text: consentTexts.text,
    })
    .from(consentTexts)
    .where(
      and(
        eq(consentTexts.companyId, companyId),
        inArray(consentTexts.purpose, CONSENT_PURPOSES),
        inArray(consentTexts.version, asked),
      ),
    );
  for (const row of named) {
    const purpose = row.purpose as ConsentPurpose;
    if (versions[purpose] === row.version) shown.set(purpose, { ...row, purpose });
  }
  return shown;
};

/**
 * The sponsor dialog's wording of a brand: the version `version` when the dialog names one that
 * exists, else the current one (the dialog that loaded before a new version records what it
 * showed). `{sponsor}` is still in the text.
 */
export const sponsorWording = async (
  db: Executor,
  companyId: number,
  version?: number | null,
): Promise<{ id: number; version: number; text: string }> => {
  const rows = await db
    .select({ id: consentTexts.id, version: consentTexts.version, text: consentTexts.text })
    .from(consentTexts)
    .where(and(eq(consentTexts.companyId, companyId), eq(consentTexts.purpose, "sponsor")))
    .orderBy(desc(consentTexts.version));
  const row = rows.find((r) => r.version === version) ?? rows[0];
  if (!row) throw new Error(`brand ${companyId} has no sponsor wording`);
  return row;
};

/** A new version of one wording; earlier events keep pointing at theirs. */
export const addConsentTextVersion = async (
  db: Executor,
  input: { companyId: number; purpose: ConsentPurpose; text: string; createdBy: number },
): Promise<ConsentTextRow> => {
  const [row] = await db
    .insert(consentTexts)
    .values({
      companyId: input.companyId,
      purpose: input.purpose,
      text: input.text,
      createdBy: input.createdBy,
      version: sql`(select coalesce(max(${consentTexts.version}), 0) + 1 from ${consentTexts}
        where ${consentTexts.companyId} = ${input.companyId} and ${consentTexts.purpose} = ${input.purpose})`,
    })
    .returning({
      id: consentTexts.id,
      purpose: consentTexts.purpose,
      version: consentTexts.version,
      text: consentTexts.text,
    });
  if (!row) throw new Error("consent text not stored");
  return { ...row, purpose: input.purpose };
};
