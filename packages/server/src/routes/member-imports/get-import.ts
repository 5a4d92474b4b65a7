import {
  MEMBER_IMPORT_REFUSALS_PAGE,
  memberImportParamsSchema,
  memberImportQuerySchema,
} from "@sector/shared";
import { and, asc, eq, gt } from "drizzle-orm";
import { memberImportRefusals, memberImports } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { presentImportReport } from "../../presenters/member-import";
import { IMPORT_NOT_FOUND } from "./messages";

export const getImportRoute = async (app: App) => {
  app.get(
    "/imports/:id",
    {
      schema: {
        tags: ["members"],
        summary:
          "A member import's progress and report (admin): counts and refused lines by line number, 500 a page",
        params: memberImportParamsSchema,
        querystring: memberImportQuerySchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "memberImport" }),
    },
    async (request) => {
      const { id } = request.params;
      const [row] = await app.db.select().from(memberImports).where(eq(memberImports.id, id));
      if (!row) throw new NotFoundError(IMPORT_NOT_FOUND);
      const after = request.query.refusals_after ?? 0;
      const page = await app.db
        .select({ line: memberImportRefusals.line, reason: memberImportRefusals.reason })
        .from(memberImportRefusals)
        .where(and(eq(memberImportRefusals.importId, id), gt(memberImportRefusals.line, after)))
        .orderBy(asc(memberImportRefusals.line))
        .limit(MEMBER_IMPORT_REFUSALS_PAGE + 1);
      const more = page.length > MEMBER_IMPORT_REFUSALS_PAGE;
      const refusals = page.slice(0, MEMBER_IMPORT_REFUSALS_PAGE);
      return presentImportReport(row, refusals, more ? (refusals.at(-1)?.line ?? null) : null);
    },
  );
};
