import type { UserBrand } from "@sector/shared";
import type { users } from "./schema";

export type UserRow = typeof users.$inferSelect;
export type UserWithCompany = UserRow & { baseCompany: string | null; brands: UserBrand[] };
/** The signed-in user as authentication keeps it: plus the ids of tokens ended by a logout. */
export type SessionUser = UserWithCompany & { revokedTokens: string[] };
