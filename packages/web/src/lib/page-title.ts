import { SECTOR_CODES } from "@sector/shared";
import { APP_NAME } from "./config";

/**
 * Page names of SPEC section 2, keyed by path. A route added later gets its title by
 * adding its path here (or it already has one: every spec route is listed).
 */
const EXACT_NAMES: Record<string, string> = {
  "/": "Dashboard",
  "/admin-dashboard": "Admin Dashboard",
  "/login": "Login",
  "/forgot-password": "Forgot Password",
  "/uploads": "Uploads",
  "/myprofile": "My Profile",
  "/emp-resources": "Resource Archive",
  "/company": "Company",
  "/users": "Users",
  ...Object.fromEntries(
    SECTOR_CODES.map((code) => [`/${code.toLowerCase()}-register`, `${code} Registration`]),
  ),
};

/** Paths whose whole subtree shares one name (e.g. /reset-password/{slug}). */
const PREFIX_NAMES: ReadonlyArray<readonly [prefix: string, name: string]> = [
  ["/reset-password", "Reset Password"],
  ["/resources", "Resources"],
];

export const NOT_FOUND_PAGE_NAME = "Page Not Found";

/** Route matching ignores case and a trailing slash, so the title lookup does too. */
function normalize(pathname: string): string {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

export function pageName(pathname: string): string {
  const path = normalize(pathname);
  const exact = EXACT_NAMES[path];
  if (exact) return exact;
  for (const [prefix, name] of PREFIX_NAMES) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return name;
  }
  return NOT_FOUND_PAGE_NAME;
}

/** "Sector Portal | My Profile" */
export function pageTitle(pathname: string): string {
  return `${APP_NAME} | ${pageName(pathname)}`;
}
