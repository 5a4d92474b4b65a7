import { eq, sql } from "drizzle-orm";
import type { UserWithCompany } from "../presenters/user";
import type { Executor } from "./client";
import { preparedPer } from "./prepared";
import { companies, users } from "./schema";

/**
 * Rendered once, prepared per connection: an equality look-up of the unique index's key, one
 * plan whatever the address. No LIMIT: the key is unique (and a LIMIT parameter would have the
 * statement planned again on every execution).
 */
const userByEmail = preparedPer((db) =>
  db
    .select({ user: users, baseCompany: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.joinedThru))
    .where(eq(sql`lower(${users.email})`, sql.placeholder("email")))
    .prepare("user_by_email"),
);

/** A user by email (case-insensitive, served by the lower(email) unique index), with base company. */
export const findUserByEmail = async (
  db: Executor,
  email: string,
): Promise<UserWithCompany | null> => {
  const [row] = await userByEmail(db).execute({ email: email.toLowerCase() });
  return row ? { ...row.user, baseCompany: row.baseCompany } : null;
};
