import { eq, sql } from "drizzle-orm";
import type { SessionUser, UserWithCompany } from "../presenters/user";
import type { Executor } from "./client";
import { preparedPer } from "./prepared";
import { companies, revokedTokens, users } from "./schema";

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

/**
 * Runs on every signed-in request (authentication), whose cache keeps its answer: the user, their
 * company's name and the ids of their tokens ended early by a logout (still unexpired ones).
 */
const sessionUserById = preparedPer((db) =>
  db
    .select({
      user: users,
      baseCompany: companies.name,
      revokedTokens: sql<string[]>`coalesce((
        select json_agg(${revokedTokens.jti}) from ${revokedTokens}
         where ${revokedTokens.userId} = ${users.id} and ${revokedTokens.expiresAt} > now()
      ), '[]'::json)`,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.joinedThru))
    .where(eq(users.id, sql.placeholder("id")))
    .prepare("session_user_by_id"),
);

/** A user by email (case-insensitive, served by the lower(email) unique index), with base company. */
export const findUserByEmail = async (
  db: Executor,
  email: string,
): Promise<UserWithCompany | null> => {
  const [row] = await userByEmail(db).execute({ email: email.toLowerCase() });
  return row ? withBaseCompany(row) : null;
};

/** A signed-in user by id: with base company and revoked token ids. */
export const findSessionUser = async (db: Executor, id: number): Promise<SessionUser | null> => {
  const [row] = await sessionUserById(db).execute({ id });
  return row ? { ...withBaseCompany(row), revokedTokens: row.revokedTokens } : null;
};
