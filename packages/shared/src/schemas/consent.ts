import { z } from "zod/mini";
import { CONSENT_PURPOSES } from "../consent";
import { requiredString, SELECT_COMPANY_MESSAGE, strictId } from "./fields";

export const PURPOSE_MESSAGE = "Purpose must be one of newsletter, resources, partners.";
const purposeField = z.enum(CONSENT_PURPOSES, { error: PURPOSE_MESSAGE });

/**
 * Body of PUT /user/protected/consents: one of the caller's own consents, or, for an admin
 * naming `user_id`, a member's (recorded with source `staff`).
 */
export const updateConsentSchema = z.object({
  company_id: strictId(SELECT_COMPANY_MESSAGE),
  purpose: purposeField,
  granted: z.boolean({ error: "Granted must be true or false." }),
  user_id: z.optional(strictId("Invalid user.")),
});
export type UpdateConsentInput = z.input<typeof updateConsentSchema>;

/** Query of GET /user/protected/consent-events: a member (admin), or the caller. */
export const consentEventsQuerySchema = z.object({
  user_id: z.optional(strictId("Invalid user.")),
});

/** Body of PUT /company/{id}/consent-texts (admin): a new version of one wording. */
export const consentTextSchema = z.object({
  purpose: purposeField,
  text: requiredString("The consent wording is required.", 1000),
});
export type ConsentTextInput = z.input<typeof consentTextSchema>;

/** The versions of the wordings a registration page showed (optional in the payload). */
export const consentVersionsField = z.optional(
  z.partialRecord(purposeField, strictId("Invalid consent wording version.")),
);

/** Path of the unsubscribe calls. */
export const unsubscribeParamsSchema = z.object({
  token: requiredString("This unsubscribe link is not valid.", 300),
});
