import type { DemoDataSummary } from "@sector/shared";
import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { rowsOf } from "../db/rows";

/**
 * What of the demo set is still there: the listed rows that still exist, by kind (a resource
 * or member deleted by other means no longer counts).
 */
export const readDemoSummary = async (db: Executor): Promise<DemoDataSummary> => {
  const [row] = rowsOf<{ resources: number; members: number; editions: number }>(
    await db.execute(sql`
      select
        (select count(*) from "demo_records" d join "resources" r on r."id" = d."id"
          where d."kind" = 'resource')::int as "resources",
        (select count(*) from "demo_records" d join "users" u on u."id" = d."id"
          where d."kind" = 'user')::int as "members",
        (select count(*) from "demo_records" d join "newsletters" n on n."id" = d."id"
          where d."kind" = 'newsletter')::int as "editions"`),
  );
  const resources = row?.resources ?? 0;
  const members = row?.members ?? 0;
  const editions = row?.editions ?? 0;
  return { present: resources + members + editions > 0, resources, members, editions };
};
