import { z } from "zod/mini";
import {
  FIRMOGRAPHIC_FIELDS,
  FIRMOGRAPHIC_MESSAGES,
  type FirmographicField,
  isFirmographicValue,
  REGISTRATION_FIELD_MODES,
} from "../firmographics";

/**
 * One firmographic field in a body: a code from its list, or null / "" for "unknown" (a form's
 * empty choice). Anything else, a wrong type included, answers the field's own message.
 * Absent stays absent: a PATCH leaves that field as it is.
 */
export const firmographicField = (field: FirmographicField) => {
  const message = FIRMOGRAPHIC_MESSAGES[field];
  return z.optional(
    z.pipe(
      z.nullable(
        z
          .string({ error: message })
          .check(z.refine((v) => v === "" || isFirmographicValue(field, v), { error: message })),
      ),
      z.transform((v): string | null => (v === "" || v === null ? null : v)),
    ),
  );
};

/** The five fields, each optional: registration's and the profile's shape. */
export const firmographicsShape = {
  country: firmographicField("country"),
  company_size: firmographicField("company_size"),
  industry: firmographicField("industry"),
  job_function: firmographicField("job_function"),
  seniority: firmographicField("seniority"),
};

/** Body of PATCH /user/protected/profile-details: any of the five; null clears one. */
export const profileDetailsSchema = z.object(firmographicsShape);
export type ProfileDetailsInput = z.input<typeof profileDetailsSchema>;
export type ProfileDetailsData = z.output<typeof profileDetailsSchema>;

const MODE_MESSAGE = "Each field must be off, optional or required.";
const mode = z.optional(z.enum(REGISTRATION_FIELD_MODES, { error: MODE_MESSAGE }));

/**
 * Body of PUT /company/{id}/registration-fields: which of the five the brand's registration
 * form asks, and which it requires. A field left out is off; an unknown field is refused.
 */
export const registrationFieldsSchema = z.object({
  fields: z.strictObject(
    {
      country: mode,
      company_size: mode,
      industry: mode,
      job_function: mode,
      seniority: mode,
    },
    { error: `Fields must be an object of ${FIRMOGRAPHIC_FIELDS.join(", ")}.` },
  ),
});
export type RegistrationFieldsInput = z.input<typeof registrationFieldsSchema>;
