import { fetchUsersSchema } from "@sector/shared";
import { isNull, sql } from "drizzle-orm";
import { orderBy } from "../../db/index-order";
import { users } from "../../db/schema";
import { selectUsersWithCompany, withBaseCompany } from "../../db/user-queries";
import type { App } from "../../lib/app-type";
import { presentUser } from "../../presenters/user";

export const fetchUsersRoute = async (app: App) => {
  app.get(
    "/protected/fetchusers",
    {
      schema: {
        tags: ["users"],
        summary: "One page of users, newest first, with the total (admin)",
        querystring: fetchUsersSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "list", subject: "user" }),
    },
    async (request) => {
      const { page, pageSize } = request.query;
      // Two statements whatever the page: the total, and the page joined with the base
      // company, walking the (created_at desc, id desc) index. Erased members are not listed.
      const [[total], rows] = await Promise.all([
        app.db
          .select({ count: sql<number>`count(*)::int` })
          .from(users)
          .where(isNull(users.erasedAt)),
        selectUsersWithCompany(app.db)
          .where(isNull(users.erasedAt))
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
