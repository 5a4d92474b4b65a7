/**
 * What a visitor brings to /login: the address a registration just sent a set-password link to
 * (router state only: no personal data in URLs or logs; a reload may drop it), and the brand
 * they came from (router state, or `?brand=cio` in a link from a brand's site: a brand code is
 * no personal data).
 */
export interface LoginArrival {
  /** The address the set-password link went to; null unless the visitor has just joined. */
  joinedEmail: string | null;
  /** The code of the brand they came from, in lower case ("cio"); null when unknown. */
  brand: string | null;
}

/** The router state a registration hands to /login. */
export interface LoginArrivalState {
  joinedEmail?: string;
  brand?: string;
}

/** Where a visitor whose brand is unknown is offered to join: the first of the sector brands. */
export const DEFAULT_JOIN_BRAND = "cio";

const MAX_CODE = 100;
const MAX_EMAIL = 254;

/** A brand code as a path segment can carry it, or null. */
export function brandCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toLowerCase();
  return code !== "" && code.length <= MAX_CODE && !code.includes("/") ? code : null;
}

const address = (value: unknown): string | null => {
  if (typeof value !== "string") return null;
  const email = value.trim();
  return email.includes("@") && email.length <= MAX_EMAIL ? email : null;
};

/** Reads the arrival from the router's location state (anything: it outlives deploys) and query. */
export function readLoginArrival(state: unknown, search: string): LoginArrival {
  const fromState = typeof state === "object" && state !== null ? (state as LoginArrivalState) : {};
  return {
    joinedEmail: address(fromState.joinedEmail),
    brand: brandCode(fromState.brand) ?? brandCode(new URLSearchParams(search).get("brand")),
  };
}
