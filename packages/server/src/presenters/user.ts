import { deriveFromJobTitle, type ProfileSuggestions, type PublicUser } from "@sector/shared";
import type { UserWithCompany } from "../db/user-types";

// The user shapes the queries return (declared in db/, which reads them).
export type { SessionUser, UserRow, UserWithCompany } from "../db/user-types";

/** The only shape in which a user leaves the server: no hash, no token version. */
export const presentUser = (user: UserWithCompany): PublicUser => ({
  id: user.id,
  firstname: user.firstname,
  lastname: user.lastname,
  email: user.email,
  mobile_number: user.mobileNumber,
  role: user.role,
  job_title: user.jobTitle,
  user_company: user.userCompany,
  joined_thru: user.joinedThru,
  base_company: user.baseCompany,
  newsletter_flag: user.newsletterFlag,
  resources_flag: user.resourcesFlag,
  partners_flag: user.partnersFlag,
  createdAt: user.createdAt.toISOString(),
  brands: user.brands.map((b) => ({ id: b.id, name: b.name })),
  country: user.country,
  company_size: user.companySize,
  industry: user.industry,
  job_function: user.jobFunction,
  seniority: user.seniority,
  job_function_source: user.jobFunctionSource,
  seniority_source: user.senioritySource,
});

/**
 * What the job title suggests where the member has not chosen a value themselves (a member's
 * choice is never second-guessed): the profile form offers it to accept or change.
 */
export const presentSuggestions = (
  user: Pick<
    UserWithCompany,
    "jobTitle" | "seniority" | "senioritySource" | "jobFunction" | "jobFunctionSource"
  >,
): ProfileSuggestions => {
  const derived = deriveFromJobTitle(user.jobTitle);
  const chosen = (value: string | null, source: string | null) =>
    source === "member" && value !== null;
  return {
    seniority: chosen(user.seniority, user.senioritySource) ? null : (derived.seniority ?? null),
    job_function: chosen(user.jobFunction, user.jobFunctionSource)
      ? null
      : (derived.job_function ?? null),
  };
};
