import { z } from "zod/mini";
import { idSchema, requiredString, SELECT_COMPANY_MESSAGE, storableText, strictId } from "./fields";

export const fetchPreferencesSchema = z.object({
  company_id: strictId(SELECT_COMPANY_MESSAGE),
});

const NAMES_MESSAGE = "Please enter at least one preference name.";

/** Names are trimmed; blanks and case-insensitive repeats are dropped. */
export const createPreferencesSchema = z.object({
  names: z.pipe(
    z
      .array(
        storableText("Preference names must be text.").check(
          z.maxLength(100, { error: "Preference names must be at most 100 characters." }),
        ),
        { error: NAMES_MESSAGE },
      )
      .check(z.maxLength(500, { error: "At most 500 preferences at once." })),
    z
      .transform((names: string[]) => {
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
      .check(z.refine((names) => names.length > 0, { error: NAMES_MESSAGE })),
  ),
});
export type CreatePreferencesInput = z.input<typeof createPreferencesSchema>;

/** Path of POST /preferences/create/{company_id}. */
export const companyPreferencesParamsSchema = z.object({
  company_id: idSchema("Invalid company id."),
});

/** `company_id`, when sent, must be the preference's own company: preferences never move. */
export const updatePreferenceSchema = z.object({
  name: requiredString("Preference name is required.", 100),
  company_id: z.nullable(z.optional(strictId(SELECT_COMPANY_MESSAGE))),
});
export type UpdatePreferenceInput = z.input<typeof updatePreferenceSchema>;

/** Path of PUT and DELETE /preferences/{id}. */
export const preferenceParamsSchema = z.object({
  id: idSchema("Invalid preference id."),
});

const PROFILE_PREFERENCE_MESSAGE = "Please select at least one preference!";
/** Also the server's answer when a well-formed id names no preference. */
export const INVALID_PREFERENCES_MESSAGE = "Please select valid preferences.";

/** `user_id` absent or null: the caller's own preferences. */
export const myPreferencesSchema = z.object({
  company_id: strictId(SELECT_COMPANY_MESSAGE),
  user_id: z.nullable(z.optional(strictId("Invalid user."))),
});
export type MyPreferencesInput = z.input<typeof myPreferencesSchema>;

/** A selected preference: the preference object, a user-preference item, or the bare id. */
const selectedPreference = z.union(
  [
    strictId(INVALID_PREFERENCES_MESSAGE),
    z.pipe(
      z.looseObject({ id: strictId(INVALID_PREFERENCES_MESSAGE) }),
      z.transform((p) => p.id),
    ),
    z.pipe(
      z.looseObject({ preference_id: strictId(INVALID_PREFERENCES_MESSAGE) }),
      z.transform((p) => p.preference_id),
    ),
  ],
  { error: INVALID_PREFERENCES_MESSAGE },
);

/** The web app sends the selected preference objects; ids alone are accepted too. */
export const modifyPreferencesSchema = z.object({
  preferenceData: z.pipe(
    z
      .array(selectedPreference, { error: PROFILE_PREFERENCE_MESSAGE })
      .check(
        z.minLength(1, { error: PROFILE_PREFERENCE_MESSAGE }),
        z.maxLength(500, { error: "Too many preferences." }),
      ),
    z.transform((ids) => [...new Set(ids)]),
  ),
  user_id: z.nullable(z.optional(strictId("Invalid user."))),
});
export type ModifyPreferencesInput = z.input<typeof modifyPreferencesSchema>;
