import type { UserBrand } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "./client";
import { preparedPer } from "./prepared";
import { companies, memberships, revokedTokens, users } from "./schema";
import type { SessionUser, UserWithCompany } from "./user-types";

const brand = alias(companies, "brand");

/**
 * The user's brands (memberships) as a JSON array of { id, name }: the brand joined through
 * first, then the others in the order they were joined. One indexed look-up per user (the
 * memberships key starts with user_id).
 */
const brandsOfUser = sql<UserBrand[]>`coalesce((
  select json_agg(json_build_object('id', ${brand.id}, 'name', ${brand.name})
                  order by ${memberships.companyId} is distinct from ${users.joinedThru},
                           ${memberships.joinedAt}, ${brand.name})
    from ${memberships} join ${companies} as "brand" on ${brand.id} = ${memberships.companyId}
   where ${memberships.userId} = ${users.id}
), '[]'::json)`;

/** Users with the name of the company they joined through and their brands: add where / order / limit. */
export const selectUsersWithCompany = (db: Executor) =>
  db
    .select({ user: users, baseCompany: companies.name, brands: brandsOfUser })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.joinedThru));

/** A row of selectUsersWithCompany as the presenter takes it. */
export const withBaseCompany = (row: {
  user: typeof users.$inferSelect;
  baseCompany: string | null;
  brands: UserBrand[];
}): UserWithCompany => ({ ...row.user, baseCompany: row.baseCompany, brands: row.brands });

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
 * company's name, their brands (a change of memberships is announced: migration 0009) and the ids of their tokens ended early by a logout (still unexpired ones).
 */
const sessionUserById = preparedPer((db) =>
  db
    .select({
      user: users,
      baseCompany: companies.name,
      brands: brandsOfUser,
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
