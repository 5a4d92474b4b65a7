import {
  listSuppressionsSchema,
  SUPPRESSIONS_PAGE_SIZE,
  type SuppressionsPage,
} from "@sector/shared";
import { and, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import { suppressions } from "../../db/deliverability-schema";
import type { App } from "../../lib/app-type";
import { containsPattern } from "../../lib/like-pattern";
import { presentSuppression } from "../../presenters/suppression";

export const listSuppressionsRoute = async (app: App) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["mail"],
        summary: "Addresses that get no marketing mail, newest first; search and reason (admin)",
        querystring: listSuppressionsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "list", subject: "suppression" }),
    },
    async (request): Promise<SuppressionsPage> => {
      const { q, reason, page } = request.query;
      const filters: SQL[] = [];
      if (q) filters.push(ilike(suppressions.email, containsPattern(q)));
      if (reason) filters.push(eq(suppressions.reason, reason));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(suppressions)
          .where(where)
          .orderBy(desc(suppressions.createdAt), desc(suppressions.id))
          .limit(SUPPRESSIONS_PAGE_SIZE)
          .offset((page - 1) * SUPPRESSIONS_PAGE_SIZE),
        app.db.select({ n: count() }).from(suppressions).where(where),
      ]);
      return { suppressions: rows.map(presentSuppression), total: total?.n ?? 0 };
    },
  );
};
