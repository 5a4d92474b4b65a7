import { ROLES, type Role, SECTOR_CODES } from "@sector/shared";
import { matchPath } from "react-router";
import { type LazyScreen, lazyScreen } from "./lazy-screen";

/**
 * The screens of SPEC section 2, by who may open them. Adding a screen is one entry:
 * write app/routes/<name>.tsx with a default export, then list it here, e.g.
 *
 *   { path: "/uploads", roles: ["admin", "employee"], Screen: lazyScreen(() => import("./routes/uploads")) },
 *
 * Each screen is its own chunk (loaded like React.lazy), and a guard renders before it, so a
 * visitor without access never downloads it.
 */

export interface ScreenRoute {
  path: string;
  Screen: LazyScreen;
}

export interface SignedInScreenRoute extends ScreenRoute {
  /** Roles allowed in; any other signed-in role goes to /404 unless `redirect` names a place. */
  roles: readonly Role[];
  redirect?: Partial<Record<Role, string>>;
}

/** Where "/" sends the roles that have no home feed. */
const ROLE_LANDING: Partial<Record<Role, string>> = {
  admin: "/admin-dashboard",
  employee: "/myprofile",
};

/** One screen for the four brands' registration pages; it reads its brand from the path. */
const RegistrationScreen = lazyScreen(() => import("./routes/registration"));

/** Guests only; a signed-in user is sent to /. */
export const guestScreens: ScreenRoute[] = [
  { path: "/login", Screen: lazyScreen(() => import("./routes/login")) },
  ...SECTOR_CODES.map((code) => ({
    path: `/${code.toLowerCase()}-register`,
    Screen: RegistrationScreen,
  })),
];

/** Everyone, signed in or not. */
export const publicScreens: ScreenRoute[] = [
  { path: "/forgot-password", Screen: lazyScreen(() => import("./routes/forgot-password")) },
  { path: "/reset-password/:slug", Screen: lazyScreen(() => import("./routes/reset-password")) },
];

/** Signed in, inside the sidebar layout. */
export const signedInScreens: SignedInScreenRoute[] = [
  {
    path: "/",
    roles: ["user"],
    redirect: ROLE_LANDING,
    Screen: lazyScreen(() => import("./routes/dashboard")),
  },
  { path: "/myprofile", roles: ROLES, Screen: lazyScreen(() => import("./routes/my-profile")) },
  {
    path: "/resources/:company/:companyid",
    roles: ["admin", "user"],
    Screen: lazyScreen(() => import("./routes/company-resources")),
  },
  {
    path: "/admin-dashboard",
    roles: ["admin"],
    Screen: lazyScreen(() => import("./routes/admin-dashboard")),
  },
  {
    path: "/uploads",
    roles: ["admin", "employee"],
    Screen: lazyScreen(() => import("./routes/uploads")),
  },
  {
    path: "/emp-resources",
    roles: ["admin", "employee"],
    Screen: lazyScreen(() => import("./routes/resource-archive")),
  },
  { path: "/company", roles: ["admin"], Screen: lazyScreen(() => import("./routes/companies")) },
  { path: "/users", roles: ["admin"], Screen: lazyScreen(() => import("./routes/users")) },
];

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
