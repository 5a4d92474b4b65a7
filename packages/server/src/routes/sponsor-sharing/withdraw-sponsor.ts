import { withdrawSponsorSchema } from "@sector/shared";
import { and, desc, eq } from "drizzle-orm";
import { authorize } from "../../auth/policy";
import { sponsorWording } from "../../consent/consent-texts";
import { leads, sponsorConsents } from "../../db/sponsors-schema";
import type { App } from "../../lib/app-type";
import { fieldError } from "../../lib/errors";
import { actorOf } from "../../plugins/authenticate";
import { recordSponsorChoice } from "../../sponsors/sponsor-choice";

export const NEVER_SHARED = "You have not shared your details with this sponsor.";

export const withdrawSponsorRoute = async (app: App) => {
  app.post(
    "/user/protected/sponsor-shares/withdraw",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "Stop sharing the signed-in member's details with a sponsor from now on (written to the consent ledger; what was delivered stays with the sponsor)",
        body: withdrawSponsorSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const actor = actorOf(request);
      authorize(actor, { action: "withdraw", subject: "sponsorShares", ownerId: actor.id });
      const sponsorId = request.body.sponsor_id;
      return app.db.transaction(async (tx) => {
        const [current] = await tx
          .select({ granted: sponsorConsents.granted, at: sponsorConsents.updatedAt })
          .from(sponsorConsents)
          .where(
            and(eq(sponsorConsents.userId, actor.id), eq(sponsorConsents.sponsorId, sponsorId)),
          )
          .for("update");
        if (!current) throw fieldError("sponsor_id", NEVER_SHARED);
        // Withdrawn already: nothing new to record.
        if (!current.granted)
          return { sponsor_id: sponsorId, withdrawn_at: current.at.toISOString() };
        // Recorded on the brand of the last share, in that brand's current wording.
        const [last] = await tx
          .select({ companyId: leads.companyId })
          .from(leads)
          .where(and(eq(leads.userId, actor.id), eq(leads.sponsorId, sponsorId)))
          .orderBy(desc(leads.createdAt), desc(leads.id))
          .limit(1);
        if (!last) throw fieldError("sponsor_id", NEVER_SHARED);
        const wording = await sponsorWording(tx, last.companyId);
        const event = await recordSponsorChoice(tx, {
          userId: actor.id,
          sponsorId,
          companyId: last.companyId,
          granted: false,
          textId: wording.id,
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? null,
        });
        return { sponsor_id: sponsorId, withdrawn_at: event.occurredAt.toISOString() };
      });
    },
  );
};
