import { Readable } from "node:stream";
import { leadFiltersSchema } from "@sector/shared";
import { stringify } from "csv-stringify/sync";
import { recordAudit } from "../../audit/audit-log";
import type { App } from "../../lib/app-type";
import { checkLeadFilters } from "./lead-filters-check";
import { countLeads, type LeadRow, leadBatch } from "./lead-query";
import { LEAD_COLUMNS, leadCells } from "./leads-csv";

/** Members read per statement: big enough to be quick, small enough to keep memory flat. */
const BATCH = 2_000;

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

      // Each batch becomes one CSV chunk (RFC 4180: CRLF line ends, fields quoted when they
      // hold a comma, quote or line break). The next batch is read while this one is sent.
      async function* chunks() {
        yield stringify([[...LEAD_COLUMNS]], { record_delimiter: "windows" });
        let next: Promise<LeadRow[]> | null = leadBatch(app.db, filters, 0, BATCH);
        try {
          for (;;) {
            const batch: LeadRow[] = (await next) ?? [];
            next = null;
            const last = batch.at(-1);
            const more = last !== undefined && batch.length === BATCH;
            if (more) next = leadBatch(app.db, filters, last.id, BATCH);
            yield stringify(
              batch.map((row) => leadCells(row, brand, links)),
              { record_delimiter: "windows" },
            );
            if (!more) return;
          }
        } finally {
          // A download broken off leaves a read under way: its outcome no longer matters.
          next?.catch(() => {});
        }
      }

      // One chunk waits at most: a slow client holds back the reads, not the server's memory.
      const csv = Readable.from(chunks(), { highWaterMark: 1 });
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
