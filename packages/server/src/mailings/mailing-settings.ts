import { MAILING_DEFAULT_CAP, type MailingSettings } from "@sector/shared";
import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { mailingSettings } from "../db/mailings-schema";

/** A brand's mailing settings, or the defaults (2 mailings a member in any 7 days). */
export const readMailingSettings = async (
  db: Executor,
  companyId: number,
): Promise<MailingSettings> => {
  const [row] = await db
    .select({ cap: mailingSettings.maxPerMemberPer7Days })
    .from(mailingSettings)
    .where(eq(mailingSettings.companyId, companyId));
  return {
    company_id: companyId,
    max_mailings_per_member_per_7_days: row?.cap ?? MAILING_DEFAULT_CAP,
  };
};
