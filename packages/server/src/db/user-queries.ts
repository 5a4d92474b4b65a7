import { eq, sql } from "drizzle-orm";
import type { UserWithCompany } from "../presenters/user";
import type { Executor } from "./client";
import { preparedPer } from "./prepared";
import { companies, users } from "./schema";

/** Users with the name of the company they joined through: add where / order / limit. */
export const selectUsersWithCompany = (db: Executor) =>
  db
    .select({ user: users, baseCompany: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.joinedThru));

/** A row of selectUsersWithCompany as the presenter takes it. */
export const withBaseCompany = (row: {
  user: typeof users.$inferSelect;
  baseCompany: string | null;
}): UserWithCompany => ({ ...row.user, baseCompany: row.baseCompany });

/*
 * The two look-ups below are rendered once and prepared on each connection, where PostgreSQL
 * keeps one plan for each: an equality look-up of a unique key, whatever the value. No LIMIT:
 * the key is unique (and a LIMIT parameter would have the statement planned again on every
 * execution).
 */

const userByEmail = preparedPer((db) =>
  selectUsersWithCompany(db)
    .where(eq(sql`lower(${users.email})`, sql.placeholder("email")))
    .prepare("user_by_email"),
);

/** Runs on every signed-in request (authentication). */
const userById = preparedPer((db) =>
  selectUsersWithCompany(db)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare("user_by_id"),
);

/** A user by email (case-insensitive, served by the lower(email) unique index), with base company. */
export const findUserByEmail = async (
  db: Executor,
  email: string,
): Promise<UserWithCompany | null> => {
  const [row] = await userByEmail(db).execute({ email: email.toLowerCase() });
  return row ? withBaseCompany(row) : null;
};

/** A user by id, with base company. */
export const findUserById = async (db: Executor, id: number): Promise<UserWithCompany | null> => {
  const [row] = await userById(db).execute({ id });
  return row ? withBaseCompany(row) : null;
};
