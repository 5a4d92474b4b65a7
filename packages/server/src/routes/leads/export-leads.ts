import { Readable } from "node:stream";
import { leadFiltersSchema } from "@sector/shared";
import { stringify } from "csv-stringify";
import { recordAudit } from "../../audit/audit-log";
import type { App } from "../../lib/app-type";
import { checkLeadFilters } from "./lead-filters-check";
import { countLeads, leadBatch } from "./lead-query";
import { LEAD_COLUMNS, leadCells } from "./leads-csv";

/** Members read per statement: big enough to be quick, small enough to keep memory flat. */
const BATCH = 2000;

/** A file name's brand part: letters, digits, - and _ only. */
const fileSafe = (value: string) => value.replace(/[^A-Za-z0-9_-]+/g, "_");

export const exportLeadsRoute = async (app: App) => {
  app.get(
    "/export",
    {
      schema: {
        tags: ["leads"],
        summary:
          "The members the filters select, as CSV (admin); streamed, recorded in the audit log",
        querystring: leadFiltersSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "export", subject: "leads" }),
    },
    async (request, reply) => {
      const filters = request.query;
      const brand = await checkLeadFilters(app, filters);
      const links = { publicUrl: app.config.publicUrl, secret: app.config.unsubscribeSecret };
      // Who takes which personal data out, recorded before the first row leaves: a download
      // broken off half-way is still on record.
      const count = await countLeads(app.db, filters);
      await recordAudit(app.db, request, {
        action: "lead.export",
        targetType: "company",
        targetId: brand.id,
        summary: `${count} members of ${brand.name}; filters ${JSON.stringify(filters)}`,
      });

      async function* rows() {
        yield [...LEAD_COLUMNS];
        let after = 0;
        for (;;) {
          const batch = await leadBatch(app.db, filters, after, BATCH);
          for (const row of batch) yield leadCells(row, brand, links);
          const last = batch.at(-1);
          if (!last || batch.length < BATCH) break;
          after = last.id;
        }
      }

      // RFC 4180: CRLF line ends, fields quoted when they hold a comma, quote or line break.
      const csv = Readable.from(rows()).pipe(stringify({ record_delimiter: "windows" }));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="leads-${fileSafe(brand.name)}-${day}.csv"`,
        )
        .send(csv);
    },
  );
};
