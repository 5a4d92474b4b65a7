/** How a member came to belong to a brand (memberships.source). */
export const MEMBERSHIP_SOURCES = ["registration", "import", "staff"] as const;
export type MembershipSource = (typeof MEMBERSHIP_SOURCES)[number];

/** Where a member import stands: queued, running (resumed after a restart), done or failed. */
export const MEMBER_IMPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
export type MemberImportStatus = (typeof MEMBER_IMPORT_STATUSES)[number];

/** How long the link to confirm joining another brand works: 7 days, like a welcome link. */
export const JOIN_REQUEST_TTL_MS = 7 * 24 * 60 * 60 * 1000;
