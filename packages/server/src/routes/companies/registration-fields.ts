import {
  companyParamsSchema,
  FIRMOGRAPHIC_FIELDS,
  type RegistrationFields,
  registrationFieldsSchema,
} from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { companies } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { presentRegistrationFields } from "../../presenters/company";
import { COMPANY_NOT_FOUND } from "./messages";

/** Only the asked fields are kept: "off" and a field left out mean the same. */
const askedFields = (fields: RegistrationFields): RegistrationFields =>
  Object.fromEntries(
    FIRMOGRAPHIC_FIELDS.flatMap((f) => {
      const mode = fields[f];
      return mode && mode !== "off" ? [[f, mode]] : [];
    }),
  );

const describe = (fields: RegistrationFields) =>
  FIRMOGRAPHIC_FIELDS.map((f) => `${f}=${fields[f] ?? "off"}`).join(", ");

/**
 * Which firmographic fields a brand's registration form asks and which it requires (Company
 * settings). The whole choice is sent each time: a field left out is no longer asked.
 */
export const registrationFieldsRoute = async (app: App) => {
  app.put(
    "/:id/registration-fields",
    {
      schema: {
        tags: ["companies"],
        summary:
          "Choose which of country, company size, industry, job function and seniority the brand's registration form asks: off, optional or required (admin)",
        params: companyParamsSchema,
        body: registrationFieldsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "update", subject: "company" }),
    },
    async (request) => {
      const fields = askedFields(request.body.fields);
      const saved = await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ fields: companies.registrationFields })
          .from(companies)
          .where(eq(companies.id, request.params.id))
          .for("update");
        if (!before) return null;
        await tx
          .update(companies)
          .set({ registrationFields: fields, updatedAt: sql`now()` })
          .where(eq(companies.id, request.params.id));
        await recordAudit(tx, request, {
          action: "company.registration_fields",
          targetType: "company",
          targetId: request.params.id,
          summary: `registration fields: ${describe(before.fields)} → ${describe(fields)}`,
        });
        return fields;
      });
      if (!saved) throw new NotFoundError(COMPANY_NOT_FOUND);
      return { registration_fields: presentRegistrationFields(saved) };
    },
  );
};
