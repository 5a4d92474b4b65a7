import {
  FIRMOGRAPHIC_REQUIRED_MESSAGES,
  missingRequiredFields,
  type RegisterData,
} from "@sector/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { companies, preferences } from "../../db/schema";
import { BadRequestError, fieldError } from "../../lib/errors";

/**
 * The checks a brand's registration body passes beyond its schema, for POST
 * /user/public/register and an event page's guest registration alike: the brand exists, the
 * fields its form requires (Company settings) are answered, each named in the answer, and the
 * topics chosen are its own. Returns the brand and those topics.
 */
export const checkRegistrationBody = async (
  db: Executor,
  data: RegisterData,
  notFound: () => Error = () => fieldError("company_id", "This community does not exist."),
) => {
  const company = await db.query.companies.findFirst({
    columns: { id: true, name: true, registrationFields: true },
    where: eq(companies.id, data.company_id),
  });
  if (!company) throw notFound();
  const missing = missingRequiredFields(company.registrationFields, data);
  if (missing.length > 0) {
    const errors = Object.fromEntries(missing.map((f) => [f, FIRMOGRAPHIC_REQUIRED_MESSAGES[f]]));
    throw new BadRequestError(FIRMOGRAPHIC_REQUIRED_MESSAGES[missing[0] ?? "country"], errors);
  }
  const topics = await db
    .select({ id: preferences.id, name: preferences.name })
    .from(preferences)
    .where(and(eq(preferences.companyId, company.id), inArray(preferences.id, data.preferences)));
  if (topics.length !== data.preferences.length) {
    throw fieldError("preferences", "Please choose among the interests of this community.");
  }
  return { company: { id: company.id, name: company.name }, topics };
};

/** The three consents as the form's boxes were ticked. */
export const grantedOf = (data: RegisterData) => ({
  newsletter: data.newsletter_flag,
  resources: data.resources_flag,
  partners: data.partners_flag,
});
