import { eq, sql } from "drizzle-orm";
import type { UserWithCompany } from "../presenters/user";
import type { Executor } from "./client";
import { companies, users } from "./schema";

/** A user by email (case-insensitive, served by the lower(email) unique index), with base company. */
export const findUserByEmail = async (
  db: Executor,
  email: string,
): Promise<UserWithCompany | null> => {
  const [row] = await db
    .select({ user: users, baseCompany: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.joinedThru))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ? { ...row.user, baseCompany: row.baseCompany } : null;
};
