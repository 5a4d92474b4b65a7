import type { PublicUser } from "@sector/shared";
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
});
