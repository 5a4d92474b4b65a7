import { fetchUsersSchema } from "@sector/shared";
import { and, eq, exists, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import { orderBy } from "../../db/index-order";
import { memberships, users } from "../../db/schema";
import { selectUsersWithCompany, withBaseCompany } from "../../db/user-queries";
import type { App } from "../../lib/app-type";
import { containsPattern } from "../../lib/like-pattern";
import { presentUser } from "../../presenters/user";

/** A user whose full name or email address holds the text, ignoring case. */
const matching = (search: string): SQL | undefined => {
  const pattern = containsPattern(search);
  return or(
    ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
    ilike(users.email, pattern),
  );
};

/** A member of the brand: a row of memberships. */
const memberOf = (db: App["db"], companyId: number): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(memberships)
      .where(and(eq(memberships.userId, users.id), eq(memberships.companyId, companyId))),
  );

export const fetchUsersRoute = async (app: App) => {
  app.get(
    "/protected/fetchusers",
    {
      schema: {
        tags: ["users"],
        summary:
          "One page of users, newest first, with the total (admin); `search` narrows to names and email addresses holding it, `company_id` to the members of that brand",
        querystring: fetchUsersSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "list", subject: "user" }),
    },
    async (request) => {
      const { page, pageSize, search, company_id } = request.query;
      // Two statements whatever the page: the total, and the page joined with the base
      // company, newest first (the (created_at desc, id desc) index). Erased members are not
      // listed.
      const listed = and(
        isNull(users.erasedAt),
        search ? matching(search) : undefined,
        company_id === undefined ? undefined : memberOf(app.db, company_id),
      );
      const [[total], rows] = await Promise.all([
        app.db.select({ count: sql<number>`count(*)::int` }).from(users).where(listed),
        selectUsersWithCompany(app.db)
          .where(listed)
          .orderBy(orderBy(users.createdAt, "desc"), orderBy(users.id, "desc"))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
      ]);
      return {
        users: rows.map((row) => presentUser(withBaseCompany(row))),
        totalUsers: total?.count ?? 0,
      };
    },
  );
};
