import { ROLES, type Role } from "@sector/shared";
import type { ComponentType } from "react";
import { matchPath } from "react-router";
import {
  ArchiveIcon,
  BuildingIcon,
  CalendarIcon,
  ClipboardListIcon,
  EnvelopeIcon,
  FunnelIcon,
  HomeIcon,
  type IconProps,
  LinkIcon,
  MegaphoneIcon,
  NoSymbolIcon,
  PaperAirplaneIcon,
  SegmentsIcon,
  UploadIcon,
  UserIcon,
  UserPlusIcon,
  UsersIcon,
} from "../components/ui/icons";
import { type LazyScreen, lazyScreen } from "./lazy-screen";

/**
 * The route table of SPEC section 2, the one place that says, for each screen, its path, who
 * may open it, its page title and its sidebar entry. Adding a screen is one entry: write
 * app/routes/<name>.tsx with a default export, then list it here, e.g.
 *
 *   { path: "/uploads", title: "Uploads", roles: ["admin", "employee"],
 *     nav: { icon: UploadIcon }, Screen: lazyScreen(() => import("./routes/uploads")) },
 *
 * Each screen is its own chunk (loaded like React.lazy), and a guard renders before it, so a
 * visitor without access never downloads it. The router (router.tsx) builds its routes from
 * these lists, the sidebar its entries, and the document title follows the matched route.
 */

export interface ScreenRoute {
  path: string;
  /** The page name in the document title: "Sector Portal | {title}". */
  title: string;
  Screen: LazyScreen;
}

export interface SignedInScreenRoute extends ScreenRoute {
  /** Roles allowed in; any other signed-in role gets the No access page, or `redirect`'s place. */
  roles: readonly Role[];
  redirect?: Partial<Record<Role, string>>;
  /** Its sidebar entry, shown to `roles`, in this list's order; `name` defaults to `title`. */
  nav?: { icon: ComponentType<IconProps>; name?: string };
}

/** Where "/" sends the roles that have no home feed. */
const ROLE_LANDING: Partial<Record<Role, string>> = {
  admin: "/admin-dashboard",
  employee: "/myprofile",
};

/** Guests only; a signed-in user is sent to /. */
export const guestScreens: ScreenRoute[] = [
  { path: "/login", title: "Login", Screen: lazyScreen(() => import("./routes/login")) },
  // A sign-in's second step (two-factor on): reached with router state from a first step.
  {
    path: "/login/mfa",
    title: "Two-factor Sign-in",
    Screen: lazyScreen(() => import("./routes/login-mfa")),
  },
  {
    path: "/login-link",
    title: "Sign-in Link",
    Screen: lazyScreen(() => import("./routes/login-link")),
  },
];

/** Everyone, signed in or not. */
export const publicScreens: ScreenRoute[] = [
  {
    path: "/forgot-password",
    title: "Forgot Password",
    Screen: lazyScreen(() => import("./routes/forgot-password")),
  },
  {
    path: "/reset-password/:slug",
    title: "Reset Password",
    Screen: lazyScreen(() => import("./routes/reset-password")),
  },
  // The emailed sign-in link: spent on opening, whoever is signed in (it signs its member in).
  {
    path: "/login/link/:token",
    title: "Sign-in Link",
    Screen: lazyScreen(() => import("./routes/login-link-redeem")),
  },
  // The one-click link of a newsletter: it works signed in or not.
  {
    path: "/unsubscribe/:token",
    title: "Unsubscribe",
    Screen: lazyScreen(() => import("./routes/unsubscribe")),
  },
  // A sponsor's own report, opened from the secret link an admin gave it: signed in or not.
  {
    path: "/sponsor-report/:token",
    title: "Sponsor Report",
    Screen: lazyScreen(() => import("./routes/sponsor-report")),
  },
  // An admin's emailed invitation to a staff account (issue 64): signed in or not.
  {
    path: "/staff-invitation/:token",
    title: "Staff Invitation",
    Screen: lazyScreen(() => import("./routes/staff-invitation")),
  },
  // The emailed link with which a member joins another brand: signed in or not.
  {
    path: "/join/:slug",
    title: "Join",
    Screen: lazyScreen(() => import("./routes/join")),
  },
  // An event's public page (issue 63), server-rendered for guests: signed in or not.
  {
    path: "/events/:id",
    title: "Event",
    Screen: lazyScreen(() => import("./routes/event-page")),
  },
  // Every brand's registration page, /{code}-register (a path segment cannot be half a
  // parameter, so this catches every one-segment path the others leave). The screen names the
  // page after its brand, shows the Not found page for any other path or an unknown code, and
  // sends a signed-in user to / (the guest pages' rule).
  {
    path: "/:page",
    title: "Registration",
    Screen: lazyScreen(() => import("./routes/registration")),
  },
];

/** Signed in, inside the sidebar layout; in the sidebar's order. */
export const signedInScreens: SignedInScreenRoute[] = [
  {
    path: "/",
    title: "Dashboard",
    roles: ["user"],
    redirect: ROLE_LANDING,
    nav: { icon: HomeIcon },
    Screen: lazyScreen(() => import("./routes/dashboard")),
  },
  {
    path: "/admin-dashboard",
    title: "Admin Dashboard",
    roles: ["admin"],
    nav: { icon: HomeIcon, name: "Dashboard" },
    Screen: lazyScreen(() => import("./routes/admin-dashboard")),
  },
  {
    path: "/myprofile",
    title: "My Profile",
    roles: ROLES,
    nav: { icon: UserIcon },
    Screen: lazyScreen(() => import("./routes/my-profile")),
  },
  // Two-factor enrolment, where REQUIRE_STAFF_2FA sends staff without it before anything else.
  {
    path: "/two-factor/setup",
    title: "Two-factor Setup",
    roles: ROLES,
    Screen: lazyScreen(() => import("./routes/two-factor-setup")),
  },
  // The library's search (the top bar's field opens it); no sidebar entry.
  {
    path: "/search",
    title: "Search",
    roles: ROLES,
    Screen: lazyScreen(() => import("./routes/search")),
  },
  {
    path: "/uploads",
    title: "Uploads",
    roles: ["admin", "employee"],
    nav: { icon: UploadIcon },
    Screen: lazyScreen(() => import("./routes/uploads")),
  },
  {
    path: "/company",
    title: "Company",
    roles: ["admin"],
    nav: { icon: BuildingIcon },
    Screen: lazyScreen(() => import("./routes/companies")),
  },
  {
    path: "/users",
    title: "Users",
    roles: ["admin"],
    nav: { icon: UsersIcon },
    Screen: lazyScreen(() => import("./routes/users")),
  },
  {
    path: "/emp-resources",
    title: "Resource Archive",
    roles: ["admin", "employee"],
    nav: { icon: ArchiveIcon },
    Screen: lazyScreen(() => import("./routes/resource-archive")),
  },
  {
    path: "/import-members",
    title: "Import members",
    roles: ["admin"],
    nav: { icon: UserPlusIcon },
    Screen: lazyScreen(() => import("./routes/import-members")),
  },
  {
    path: "/leads",
    title: "Leads",
    roles: ["admin"],
    nav: { icon: FunnelIcon },
    Screen: lazyScreen(() => import("./routes/leads")),
  },
  {
    path: "/audit",
    title: "Audit log",
    roles: ["admin"],
    nav: { icon: ClipboardListIcon },
    Screen: lazyScreen(() => import("./routes/audit-log")),
  },
  {
    path: "/webhooks",
    title: "Webhooks",
    roles: ["admin"],
    nav: { icon: LinkIcon },
    Screen: lazyScreen(() => import("./routes/webhooks")),
  },
  {
    path: "/newsletters",
    title: "Newsletters",
    roles: ["admin", "employee"],
    nav: { icon: EnvelopeIcon },
    Screen: lazyScreen(() => import("./routes/newsletters")),
  },
  {
    path: "/mailings",
    title: "Mailings",
    roles: ["admin", "employee"],
    nav: { icon: PaperAirplaneIcon },
    Screen: lazyScreen(() => import("./routes/mailings")),
  },
  // Reached from "New mailing" and the mailings' list, not from sidebar entries of their own.
  {
    path: "/mailings/new",
    title: "New mailing",
    roles: ["admin", "employee"],
    Screen: lazyScreen(() => import("./routes/mailing-new")),
  },
  {
    path: "/mailings/:id",
    title: "Mailing",
    roles: ["admin", "employee"],
    Screen: lazyScreen(() => import("./routes/mailing")),
  },
  {
    path: "/event-admin",
    title: "Events",
    roles: ["admin", "employee"],
    nav: { icon: CalendarIcon },
    Screen: lazyScreen(() => import("./routes/event-admin")),
  },
  // Reached from the events' list. Not /events/{id}: that is the event's public page.
  {
    path: "/event-admin/:id",
    title: "Event",
    roles: ["admin", "employee"],
    Screen: lazyScreen(() => import("./routes/event-admin-event")),
  },
  {
    path: "/segments",
    title: "Segments",
    roles: ["admin", "employee"],
    nav: { icon: SegmentsIcon },
    Screen: lazyScreen(() => import("./routes/segments")),
  },
  {
    path: "/suppressions",
    title: "Suppressions",
    roles: ["admin"],
    nav: { icon: NoSymbolIcon },
    Screen: lazyScreen(() => import("./routes/suppressions")),
  },
  {
    path: "/sponsors",
    title: "Sponsors",
    roles: ["admin"],
    nav: { icon: MegaphoneIcon },
    Screen: lazyScreen(() => import("./routes/sponsors")),
  },
  // Reached from a sponsor's campaigns on /sponsors, not from a sidebar entry of its own.
  {
    path: "/campaigns/:id",
    title: "Campaign",
    roles: ["admin"],
    Screen: lazyScreen(() => import("./routes/campaign")),
  },
  // Reached from 'Explore More' and the company cards, not from a sidebar entry of its own.
  {
    path: "/resources/:company/:companyid",
    title: "Resources",
    roles: ["admin", "user"],
    Screen: lazyScreen(() => import("./routes/company-resources")),
  },
];

export interface RoleHome {
  path: string;
  /** Its sidebar name: "Dashboard" or "My Profile". */
  name: string;
}

/** Where a role is at home: the member's feed, the admin dashboard, an employee's profile. */
export function homeOf(role: Role): RoleHome {
  const path = ROLE_LANDING[role] ?? "/";
  const screen = signedInScreens.find((entry) => entry.path === path);
  return { path, name: screen?.nav?.name ?? screen?.title ?? "Dashboard" };
}

/**
 * Paths that match no screen show the not-found page. Its page name is "Page Not Found",
 * except below /reset-password and /resources, which keep their section's name (SPEC section 2).
 */
export const notFoundRoutes: ReadonlyArray<{ path: string; title: string }> = [
  { path: "/reset-password/*", title: "Reset Password" },
  { path: "/resources/*", title: "Resources" },
  // Unknown paths (and /404, where a screen sends an id it cannot read).
  { path: "*", title: "Page Not Found" },
];

export interface NavEntry {
  name: string;
  to: string;
  icon: ComponentType<IconProps>;
}

/** The sidebar entries a role sees (SPEC section 2), in display order. */
export function navEntriesFor(role: Role): NavEntry[] {
  return signedInScreens.flatMap(({ path, title, roles, nav }) =>
    nav && roles.includes(role) ? [{ name: nav.name ?? title, to: path, icon: nav.icon }] : [],
  );
}

/**
 * Loads the screen of a guest or public page the app starts on before its first render, so
 * that render reproduces the page's prerendered markup instead of a loading screen. Signed-in
 * screens are left to their guards.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const route = [...guestScreens, ...publicScreens].find(({ path }) =>
    matchPath({ path, end: true }, pathname),
  );
  return route ? route.Screen.preload() : Promise.resolve();
}
