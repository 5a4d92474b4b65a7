/** How a member came to belong to a brand (memberships.source). */
export const MEMBERSHIP_SOURCES = ["registration", "import", "staff"] as const;
export type MembershipSource = (typeof MEMBERSHIP_SOURCES)[number];

/** Where a member import stands: queued, running (resumed after a restart), done or failed. */
export const MEMBER_IMPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
export type MemberImportStatus = (typeof MEMBER_IMPORT_STATUSES)[number];
