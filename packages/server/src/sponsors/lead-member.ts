import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { users } from "../db/schema";
import type { LeadMemberSnapshot } from "../db/sponsors-schema";
import type { WorkDetails } from "./lead-questions";

const snapshotColumns = {
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  mobileNumber: users.mobileNumber,
  userCompany: users.userCompany,
  jobTitle: users.jobTitle,
  country: users.country,
  companySize: users.companySize,
  industry: users.industry,
  jobFunction: users.jobFunction,
  seniority: users.seniority,
};

/**
 * The member's details as a lead would carry them now, their row locked until the share
 * commits: the snapshot and the profile answers written beside it agree.
 */
export const memberForLead = async (
  tx: Executor,
  userId: number,
): Promise<LeadMemberSnapshot | null> => {
  const [row] = await tx
    .select(snapshotColumns)
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row ?? null;
};

/** The five work details of a snapshot, by their API names. */
export const workDetailsOf = (m: LeadMemberSnapshot): WorkDetails => ({
  country: m.country,
  company_size: m.companySize,
  industry: m.industry,
  job_function: m.jobFunction,
  seniority: m.seniority,
});

/** The users columns a lead's snapshot falls back to (leads from before migration 0024). */
export const liveMemberColumns = snapshotColumns;
