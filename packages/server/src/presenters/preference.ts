import type { Preference, UserPreference } from "@sector/shared";
import type { preferences } from "../db/schema";

export type PreferenceRow = typeof preferences.$inferSelect;
export type PreferenceFields = Pick<PreferenceRow, "id" | "name" | "companyId">;

export const presentPreference = (preference: PreferenceFields): Preference => ({
  id: preference.id,
  name: preference.name,
  company_id: preference.companyId,
});

/** One of a member's chosen preferences, in the record shape the profile screen reads. */
export const presentUserPreference = (preference: PreferenceFields): UserPreference => ({
  preference_id: preference.id,
  preference: presentPreference(preference),
});
