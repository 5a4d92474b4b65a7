/**
 * Query keys that more than one feature touches: the reads of lib/api/, and the cached lists
 * that one feature's writes refresh in another (a new resource refreshes the feeds). A key
 * used by one feature only lives beside its call.
 */

/** The company list (GET /company). */
export const companiesQueryKey = ["companies"] as const;

/** The preferences of one company (POST /preferences/fetch). */
export const preferencesQueryKey = (companyId: number | null) =>
  ["preferences", companyId] as const;

/** Every cached my-preferences answer starts with this, so one invalidation reaches them all. */
export const myPreferencesBaseKey = ["my-preferences"] as const;

/**
 * Every cached resources answer of the back office (the archive's pages, the campaign editor's
 * choices) starts with this: marking a resource as sponsored (campaigns) refreshes them.
 */
export const resourcesBaseKey = ["resources"] as const;

/** Every feed query key starts with this. */
export const feedBaseKey = ["feed"] as const;

/**
 * Every cached sponsor-offers answer starts with this: sharing, and withdrawing in My Profile,
 * change which resources still ask before they open.
 */
export const sponsorOffersBaseKey = ["sponsor-offers"] as const;

/**
 * Every cached staff answer about events (lists, one event, registrants) starts with this: an
 * edit in the archive changes what the Events screen shows.
 */
export const staffEventsQueryKeyRoot = ["staff-events"] as const;
