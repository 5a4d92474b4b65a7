import { SPONSOR_SHARED_DETAILS, type SponsorOffer, sponsorWordingFor } from "@sector/shared";
import { inArray } from "drizzle-orm";
import { sponsorWording } from "../../consent/consent-texts";
import { sponsors } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { actorOf } from "../../plugins/authenticate";
import { allStandings, isOpen } from "../../sponsors/eligibility";

export const sponsorOffersRoute = async (app: App) => {
  app.get(
    "/sponsor-offers",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "The resources the signed-in member may share their details for now, each with its sponsor and the wording the dialog shows (none for staff)",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request): Promise<{ offers: SponsorOffer[] }> => {
      const actor = actorOf(request);
      if (actor.role !== "user") return { offers: [] };
      // One offer per resource: the campaign that ends first (standings come in that order).
      const open = new Map<number, Awaited<ReturnType<typeof allStandings>>[number]>();
      for (const standing of await allStandings(app.db, actor.id)) {
        if (isOpen(standing) && !open.has(standing.resourceId)) {
          open.set(standing.resourceId, standing);
        }
      }
      if (open.size === 0) return { offers: [] };
      const chosen = [...open.values()];
      const sponsorRows = await app.db
        .select()
        .from(sponsors)
        .where(inArray(sponsors.id, [...new Set(chosen.map((s) => s.sponsorId))]));
      const byId = new Map(sponsorRows.map((s) => [s.id, s]));
      const brandIds = [...new Set(chosen.map((s) => s.companyId))];
      const wordings = new Map(
        await Promise.all(
          brandIds.map(async (id) => [id, await sponsorWording(app.db, id)] as const),
        ),
      );
      const offers = chosen.flatMap((s): SponsorOffer[] => {
        const sponsor = byId.get(s.sponsorId);
        const wording = wordings.get(s.companyId);
        if (!sponsor || !wording) return [];
        return [
          {
            resource_id: s.resourceId,
            campaign_id: s.campaignId,
            sponsor: {
              id: sponsor.id,
              name: sponsor.name,
              logo_url: sponsor.logoUrl,
              website: sponsor.website,
              privacy_url: sponsor.privacyUrl,
            },
            wording: {
              version: wording.version,
              text: sponsorWordingFor(wording.text, sponsor.name),
            },
            details: SPONSOR_SHARED_DETAILS,
          },
        ];
      });
      return { offers };
    },
  );
};
