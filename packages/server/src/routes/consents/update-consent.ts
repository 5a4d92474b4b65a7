import { updateConsentSchema } from "@sector/shared";
import { change, recordAudit } from "../../audit/audit-log";
import { recordConsent } from "../../consent/consent-ledger";
import { currentConsentTexts } from "../../consent/consent-texts";
import type { App } from "../../lib/app-type";
import { fieldError, NotFoundError } from "../../lib/errors";
import { USER_NOT_FOUND } from "../users/messages";
import { consentOwner } from "./consent-owner";
import { listMemberConsents, memberBrands } from "./member-consents";

export const NOT_A_MEMBER_OF_BRAND = "You are not a member of this community.";

export const updateConsentRoute = async (app: App) => {
  app.put(
    "/user/protected/consents",
    {
      schema: {
        tags: ["consents"],
        summary: "Give or withdraw one consent (own; an admin may name user_id: source staff)",
        body: updateConsentSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { company_id: companyId, purpose, granted, user_id: userId } = request.body;
      const { actor, ownerId, byStaff } = consentOwner(request, "update", userId);
      const brands = await memberBrands(app.db, ownerId);
      if (brands.length === 0 && byStaff) throw new NotFoundError(USER_NOT_FOUND);
      if (!brands.some((b) => b.id === companyId)) {
        throw fieldError("company_id", NOT_A_MEMBER_OF_BRAND);
      }
      const before = (await listMemberConsents(app.db, ownerId)).find(
        (c) => c.company_id === companyId && c.purpose === purpose,
      );
      // Saying the same again changes nothing, and the ledger records changes only.
      if (!before || before.granted !== granted || before.updated_at === null) {
        await app.db.transaction(async (tx) => {
          const text = (await currentConsentTexts(tx, companyId)).get(purpose);
          if (!text) throw new Error(`no ${purpose} wording for company ${companyId}`);
          await recordConsent(tx, {
            userId: ownerId,
            companyId,
            purpose,
            granted,
            textId: text.id,
            source: byStaff ? "staff" : "profile",
            ip: request.ip,
            userAgent: request.headers["user-agent"] ?? null,
            actorId: byStaff ? actor.id : null,
          });
          if (byStaff) {
            await recordAudit(tx, request, {
              action: "consent.staff_change",
              targetType: "user",
              targetId: ownerId,
              summary: `${purpose} of company ${companyId}: ${change("granted", before?.granted ?? false, granted)}`,
            });
          }
        });
      }
      const consent = (await listMemberConsents(app.db, ownerId)).find(
        (c) => c.company_id === companyId && c.purpose === purpose,
      );
      return { consent };
    },
  );
};
