export const ROLES = ["user", "admin", "employee"] as const;
export type Role = (typeof ROLES)[number];

/** Brand codes with a public registration page; each is a company name in the database. */
export const SECTOR_CODES = ["CIO", "CMO", "CHRO", "CRO"] as const;
export type SectorCode = (typeof SECTOR_CODES)[number];

/** Largest value of a PostgreSQL `serial` id: a larger one names nothing (and fails a query). */
export const MAX_ID = 2_147_483_647;

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length; the cap keeps a hostile body from costing seconds of CPU. */
export const PASSWORD_MAX_LENGTH = 200;
export const PHONE_DIGITS = 10;

/** Resources per feed page: 1 large + 3 featured + 8 in the 4-column grid. */
export const FEED_PAGE_SIZE = 12;
export const USERS_PAGE_SIZE = 5;
export const ARCHIVE_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 100;
/** Far beyond any real archive; keeps OFFSET arithmetic inside a 32-bit integer. */
export const MAX_PAGE = 1_000_000;

export const TOKEN_STORAGE_KEY = "token";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const WELCOME_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
