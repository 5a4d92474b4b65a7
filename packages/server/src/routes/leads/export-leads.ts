import { leadFiltersSchema } from "@sector/shared";
import { recordAudit } from "../../audit/audit-log";
import type { App } from "../../lib/app-type";
import { fileSafe, sendCsv } from "../../lib/csv-text";
import { leadCsvChunks } from "./lead-csv-chunks";
import { checkLeadFilters } from "./lead-filters-check";
import { countLeads } from "./lead-query";

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

      return sendCsv(
        reply,
        `leads-${fileSafe(brand.name)}`,
        leadCsvChunks(app.db, filters, brand, links),
      );
    },
  );
};
