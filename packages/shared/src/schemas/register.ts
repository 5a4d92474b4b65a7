import { z } from "zod/mini";
import { PHONE_DIGITS } from "../constants";
import { consentVersionsField } from "./consent";
import { emailField, idSchema, optionalString, preprocess, requiredString } from "./fields";
import { firmographicsShape } from "./firmographics";
import { nameField } from "./name";

const PREFERENCE_MESSAGE = "At least one preference must be selected.";

/** A selected preference: the web app sends the preference object, other clients may send its id. */
const selectedPreference = z.union(
  [idSchema(PREFERENCE_MESSAGE), z.looseObject({ id: idSchema(PREFERENCE_MESSAGE) })],
  { error: PREFERENCE_MESSAGE },
);

export const registerSchema = z.object({
  firstname: nameField("First name is required."),
  lastname: nameField("Last name is required."),
  email: emailField("Email is required.", "Invalid email format."),
  mobile_number: preprocess(
    (v) => (typeof v === "number" ? String(v) : v),
    requiredString("Phone number is required.", 40).check(
      z.regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), {
        error: `Phone number must be ${PHONE_DIGITS} digits.`,
      }),
    ),
  ),
  user_company: optionalString(200),
  job_title: optionalString(200),
  preferences: z.pipe(
    z
      .array(selectedPreference, { error: PREFERENCE_MESSAGE })
      .check(
        z.minLength(1, { error: PREFERENCE_MESSAGE }),
        z.maxLength(500, { error: PREFERENCE_MESSAGE }),
      ),
    z.transform((items) => [...new Set(items.map((p) => (typeof p === "number" ? p : p.id)))]),
  ),
  newsletter_flag: z._default(z.boolean({ error: "Must be true or false." }), false),
  resources_flag: z._default(z.boolean({ error: "Must be true or false." }), false),
  partners_flag: z._default(z.boolean({ error: "Must be true or false." }), false),
  company_id: idSchema("Please choose the community you are joining."),
  /** The versions of the consent wordings the page showed; the current ones when absent. */
  consent_versions: consentVersionsField,
  /** Firmographics, each optional; the brand may require some (registration_fields). */
  ...firmographicsShape,
});
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;
