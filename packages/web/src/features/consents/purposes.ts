import type { ConsentPurpose, ConsentSource } from "@sector/shared";

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
};
