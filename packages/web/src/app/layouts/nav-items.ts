import { ROLES, type Role } from "@sector/shared";
import type { ComponentType } from "react";
import {
  ArchiveIcon,
  BuildingIcon,
  HomeIcon,
  type IconProps,
  UploadIcon,
  UserIcon,
  UsersIcon,
} from "../../components/ui/icons";

export interface NavItem {
  name: string;
  to: string;
  roles: readonly Role[];
  icon: ComponentType<IconProps>;
}

/** Sidebar entries and the roles that see them (SPEC section 2), in display order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { name: "Dashboard", to: "/", roles: ["user"], icon: HomeIcon },
  { name: "Dashboard", to: "/admin-dashboard", roles: ["admin"], icon: HomeIcon },
  { name: "My Profile", to: "/myprofile", roles: ROLES, icon: UserIcon },
  { name: "Uploads", to: "/uploads", roles: ["admin", "employee"], icon: UploadIcon },
  { name: "Company", to: "/company", roles: ["admin"], icon: BuildingIcon },
  { name: "Users", to: "/users", roles: ["admin"], icon: UsersIcon },
  {
    name: "Resource Archive",
    to: "/emp-resources",
    roles: ["admin", "employee"],
    icon: ArchiveIcon,
  },
];

export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => item.roles.includes(role));
}
