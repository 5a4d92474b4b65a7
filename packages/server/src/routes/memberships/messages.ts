import { INVALID_JOIN_LINK } from "@sector/shared";

/** The answers about a link to join another brand (the shared text is the schema's too). */
export const JOIN_LINK_MESSAGES = {
  unknown: INVALID_JOIN_LINK,
  used: "This link has already been used. Sign in to see your communities.",
  expired: "This link has expired. Register again on the community's page to receive a new one.",
} as const;

export const joinedText = (brand: string) => `You have joined the ${brand} community.`;
