import type { MemberImportList } from "@sector/shared";
import { desc } from "drizzle-orm";
import { memberImports } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { presentImportSummary } from "../../presenters/member-import";

/** Recent imports shown on the screen. */
const RECENT = 20;

export const listImportsRoute = async (app: App) => {
  app.get(
    "/imports",
    {
      schema: {
        tags: ["members"],
        summary: "The 20 most recent member imports, newest first (admin)",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "memberImport" }),
    },
    async (): Promise<MemberImportList> => {
      const rows = await app.db
        .select()
        .from(memberImports)
        .orderBy(desc(memberImports.createdAt), desc(memberImports.id))
        .limit(RECENT);
      return { imports: rows.map(presentImportSummary) };
    },
  );
};
