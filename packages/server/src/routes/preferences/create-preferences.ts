import { companyPreferencesParamsSchema, createPreferencesSchema } from "@sector/shared";
import { recordAudit } from "../../audit/audit-log";
import { preferenceColumns } from "../../db/preference-queries";
import { preferences } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { presentPreference } from "../../presenters/preference";
import { companyExists } from "../companies/company-queries";
import { COMPANY_NOT_FOUND } from "../companies/messages";

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.toLowerCase().localeCompare(b.name.toLowerCase());

export const createPreferencesRoute = async (app: App) => {
  app.post(
    "/create/:company_id",
    {
      schema: {
        tags: ["preferences"],
        summary: "Add preferences to a company (admin); names it already has are skipped",
        params: companyPreferencesParamsSchema,
        body: createPreferencesSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "create", subject: "preference" }),
    },
    async (request, reply) => {
      const companyId = request.params.company_id;
      const { names } = request.body;
      if (!(await companyExists(app.db, companyId))) throw new NotFoundError(COMPANY_NOT_FOUND);

      // One statement. ON CONFLICT DO NOTHING without a target answers to the unique index on
      // (company_id, lower(name)) — the table's only unique index besides the serial key
      // (drizzle can't name an expression index as a target) — so a name that exists, or
      // that a concurrent request inserts first, is skipped instead of failing or duplicating.
      const created = await app.db.transaction(async (tx) => {
        const rows = await tx
          .insert(preferences)
          .values(names.map((name) => ({ companyId, name })))
          .onConflictDoNothing()
          .returning(preferenceColumns);
        if (rows.length > 0) {
          await recordAudit(tx, request, {
            action: "preference.create",
            targetType: "company",
            targetId: companyId,
            summary: `added ${JSON.stringify(rows.map((p) => p.name).sort())}`,
          });
        }
        return rows;
      });

      const createdNames = new Set(created.map((p) => p.name));
      return reply.status(201).send({
        preferences: created.sort(byName).map(presentPreference),
        skipped: names.filter((name) => !createdNames.has(name)),
      });
    },
  );
};
