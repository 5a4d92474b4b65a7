import type { SponsorShares } from "@sector/shared";
import { asc, desc, eq } from "drizzle-orm";
import { authorize } from "../../auth/policy";
import { resources, sponsors } from "../../db/schema";
import { leads, sponsorConsents } from "../../db/sponsors-schema";
import type { App } from "../../lib/app-type";
import { actorOf } from "../../plugins/authenticate";

export const mySponsorSharesRoute = async (app: App) => {
  app.get(
    "/user/protected/sponsor-shares",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "What the signed-in member shared with sponsors (newest first), and with which sponsors sharing is withdrawn",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request): Promise<SponsorShares> => {
      const actor = actorOf(request);
      authorize(actor, { action: "read", subject: "sponsorShares", ownerId: actor.id });
      const [shares, choices] = await Promise.all([
        app.db
          .select({
            leadId: leads.id,
            createdAt: leads.createdAt,
            sponsor: sponsors,
            resourceId: resources.id,
            resourceTitle: resources.title,
          })
          .from(leads)
          .innerJoin(sponsors, eq(sponsors.id, leads.sponsorId))
          .innerJoin(resources, eq(resources.id, leads.resourceId))
          .where(eq(leads.userId, actor.id))
          .orderBy(desc(leads.createdAt), desc(leads.id)),
        app.db
          .select({
            sponsor: sponsors,
            granted: sponsorConsents.granted,
            at: sponsorConsents.updatedAt,
          })
          .from(sponsorConsents)
          .innerJoin(sponsors, eq(sponsors.id, sponsorConsents.sponsorId))
          .where(eq(sponsorConsents.userId, actor.id))
          .orderBy(asc(sponsors.name), asc(sponsors.id)),
      ]);
      return {
        shares: shares.map((s) => ({
          lead_id: s.leadId,
          sponsor: {
            id: s.sponsor.id,
            name: s.sponsor.name,
            logo_url: s.sponsor.logoUrl,
            privacy_url: s.sponsor.privacyUrl,
          },
          resource: { id: s.resourceId, title: s.resourceTitle },
          created_at: s.createdAt.toISOString(),
        })),
        sponsors: choices.map((c) => ({
          sponsor: { id: c.sponsor.id, name: c.sponsor.name, logo_url: c.sponsor.logoUrl },
          withdrawn_at: c.granted ? null : c.at.toISOString(),
        })),
      };
    },
  );
};
