/** Product-wide constants of the web app; the one place to change names and external links. */

export const APP_NAME = "Sector Portal";

/** Every API call goes under this path on the same origin (SPEC section 7). */
export const API_BASE_PATH = "/api";

/** The provider's public website, linked from the sidebar logo. Placeholder until the real one is known. */
export const PROVIDER_SITE_URL = "https://www.example.com";
