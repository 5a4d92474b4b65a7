/** The three consents of a registration page, in the order the page shows them. */
export const CONSENT_PURPOSES = ["newsletter", "resources", "partners"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * What an event of the consent ledger can be about: the three consents of a brand, or sharing
 * one's details with a named sponsor (issue 30; such events name the sponsor).
 */
export const LEDGER_PURPOSES = [...CONSENT_PURPOSES, "sponsor"] as const;
export type LedgerPurpose = (typeof LEDGER_PURPOSES)[number];

/** Where a consent event came from. */
export const CONSENT_SOURCES = [
  "registration",
  "profile",
  "unsubscribe",
  "staff",
  "import",
  "complaint",
  /** A member's choice in the sponsor dialog, or withdrawing it in My Profile. */
  "sponsor_share",
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * Version 1 of each brand's consent wording: the texts the registration pages showed before
 * the wording became editable. The database gives every new company these (a trigger of
 * migration 0004 writes the same sentences); a test checks the two agree.
 */
export const defaultConsentWording = (purpose: ConsentPurpose, brand: string): string => {
  switch (purpose) {
    case "newsletter":
      return `Yes, I would like to receive the weekly ${brand} newsletter.`;
    case "resources":
      return `Yes, I would like to receive resources, reports and event invitations from ${brand}.`;
    case "partners":
      return `Yes, I would like to receive communications from ${brand} and its affiliated partners.`;
  }
};

/** The registration payload's flag of each purpose. */
export const CONSENT_FLAGS = {
  newsletter: "newsletter_flag",
  resources: "resources_flag",
  partners: "partners_flag",
} as const satisfies Record<ConsentPurpose, string>;
