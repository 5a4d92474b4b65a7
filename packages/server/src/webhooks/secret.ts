import { randomBytes, randomUUID } from "node:crypto";

/** Standard Webhooks' secret form: `whsec_` + base64 of the key's bytes (32 here, ≥ 24 asked). */
export const generateWebhookSecret = (): string => `whsec_${randomBytes(32).toString("base64")}`;

/** A webhook-id: one per event, the same on every attempt and for every endpoint it goes to. */
export const newMessageId = (): string => `msg_${randomUUID().replaceAll("-", "")}`;
