import { z } from "zod";
import { idSchema, requiredString } from "./fields";

export const fetchPreferencesSchema = z.object({
  company_id: idSchema("Please select a company."),
});

/** Names are trimmed; blanks and case-insensitive repeats are dropped. */
export const createPreferencesSchema = z.object({
  names: z
    .array(z.string({ error: "Preference names must be text." }).max(100), {
      error: "Please enter at least one preference name.",
    })
    .max(500, { error: "At most 500 preferences at once." })
    .transform((names) => {
      const seen = new Set<string>();
      const out: string[] = [];
      for (const raw of names) {
        const name = raw.trim();
        const key = name.toLowerCase();
        if (name && !seen.has(key)) {
          seen.add(key);
          out.push(name);
        }
      }
      return out;
    })
    .refine((names) => names.length > 0, { error: "Please enter at least one preference name." }),
});

export const updatePreferenceSchema = z.object({
  name: requiredString("Preference name is required.", 100),
  company_id: idSchema("Please select a company.").optional(),
});

const PROFILE_PREFERENCE_MESSAGE = "Please select at least one preference!";

export const myPreferencesSchema = z.object({
  company_id: idSchema("Please select a company."),
  user_id: idSchema("Invalid user.").optional().nullable(),
});

/** The web app sends the selected preference objects; ids alone are accepted too. */
export const modifyPreferencesSchema = z.object({
  preferenceData: z
    .array(
      z.union([
        idSchema(PROFILE_PREFERENCE_MESSAGE),
        z.looseObject({ id: idSchema(PROFILE_PREFERENCE_MESSAGE) }),
        z.looseObject({ preference_id: idSchema(PROFILE_PREFERENCE_MESSAGE) }),
      ]),
      { error: PROFILE_PREFERENCE_MESSAGE },
    )
    .min(1, { error: PROFILE_PREFERENCE_MESSAGE })
    .max(500, { error: "Too many preferences." })
    .transform((items) => [
      ...new Set(
        items.map((p) => (typeof p === "number" ? p : "id" in p ? p.id : p.preference_id)),
      ),
    ]),
  user_id: idSchema("Invalid user.").optional().nullable(),
});
