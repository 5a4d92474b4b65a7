import { ROLES, type Role, SECTOR_CODES } from "@sector/shared";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * The screens of SPEC section 2, by who may open them. Adding a screen is one entry:
 * write app/routes/<name>.tsx with a default export, then list it here, e.g.
 *
 *   { path: "/uploads", roles: ["admin", "employee"], Screen: lazy(() => import("./routes/uploads")) },
 *
 * Each screen is its own chunk (React.lazy), and a guard renders before it, so a
 * visitor without access never downloads it.
 */

export interface ScreenRoute {
  path: string;
  Screen: LazyExoticComponent<ComponentType>;
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
const RegistrationScreen = lazy(() => import("./routes/registration"));

/** Guests only; a signed-in user is sent to /. */
export const guestScreens: ScreenRoute[] = [
  { path: "/login", Screen: lazy(() => import("./routes/login")) },
  ...SECTOR_CODES.map((code) => ({
    path: `/${code.toLowerCase()}-register`,
    Screen: RegistrationScreen,
  })),
];

/** Everyone, signed in or not. */
export const publicScreens: ScreenRoute[] = [
  { path: "/forgot-password", Screen: lazy(() => import("./routes/forgot-password")) },
  { path: "/reset-password/:slug", Screen: lazy(() => import("./routes/reset-password")) },
];

/** Signed in, inside the sidebar layout. */
export const signedInScreens: SignedInScreenRoute[] = [
  {
    path: "/",
    roles: ["user"],
    redirect: ROLE_LANDING,
    Screen: lazy(() => import("./routes/dashboard")),
  },
  { path: "/myprofile", roles: ROLES, Screen: lazy(() => import("./routes/my-profile")) },
  {
    path: "/resources/:company/:companyid",
    roles: ["admin", "user"],
    Screen: lazy(() => import("./routes/company-resources")),
  },
  {
    path: "/admin-dashboard",
    roles: ["admin"],
    Screen: lazy(() => import("./routes/admin-dashboard")),
  },
  {
    path: "/uploads",
    roles: ["admin", "employee"],
    Screen: lazy(() => import("./routes/uploads")),
  },
  {
    path: "/emp-resources",
    roles: ["admin", "employee"],
    Screen: lazy(() => import("./routes/resource-archive")),
  },
  { path: "/company", roles: ["admin"], Screen: lazy(() => import("./routes/companies")) },
  { path: "/users", roles: ["admin"], Screen: lazy(() => import("./routes/users")) },
];
