import type { Role } from "@sector/shared";
import type { BadgeTone } from "../../../components/ui/badge";

/** One colour per role, so the list reads at a glance. */
export const ROLE_TONES: Record<Role, BadgeTone> = {
  user: "gray",
  admin: "brand",
  employee: "green",
};
