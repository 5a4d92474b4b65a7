import type { ConsentPurpose, ConsentSource, LedgerPurpose } from "@sector/shared";

/** Short names of the three consents, for headings, labels and table cells. */
export const PURPOSE_NAMES: Record<ConsentPurpose, string> = {
  newsletter: "Weekly newsletter",
  resources: "Resources, reports and event invitations",
  partners: "Partner communications",
};

/** What the member no longer receives, for the confirmation and the already-unsubscribed note. */
export function stoppedWhat(purpose: ConsentPurpose, brand: string): string {
  switch (purpose) {
    case "newsletter":
      return `the weekly ${brand} newsletter`;
    case "resources":
      return `resources, reports and event invitations from ${brand}`;
    case "partners":
      return `communications from ${brand} and its affiliated partners`;
  }
}

/** What an unsubscribe link stops, as the question its page asks. */
export const stopQuestion = (purpose: ConsentPurpose, brand: string): string =>
  `Stop ${stoppedWhat(purpose, brand)}?`;

export const SOURCE_NAMES: Record<ConsentSource, string> = {
  registration: "Registration",
  profile: "My Profile",
  unsubscribe: "Unsubscribe link",
  staff: "Staff",
  import: "Import",
  complaint: "Spam complaint",
  sponsor_share: "Sponsor sharing",
};

/** One event of the ledger as far as naming its purpose goes. */
export interface LedgerPurposeOf {
  purpose: LedgerPurpose;
  /** Named on `sponsor` events only (null for the three brand consents). */
  sponsor?: { name: string } | null;
}

/**
 * What a ledger event is about: one of the brand's three consents, or sharing one's details
 * with the sponsor the event names (a consent of its own, given per sponsor).
 */
export function ledgerPurposeName({ purpose, sponsor }: LedgerPurposeOf): string {
  if (purpose === "sponsor") return `Share details with ${sponsor?.name ?? "a sponsor"}`;
  return PURPOSE_NAMES[purpose];
}
