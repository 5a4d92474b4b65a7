import {
  FIRMOGRAPHIC_FIELDS,
  SPONSOR_SHARED_DETAILS,
  type SponsorOffer,
  sharedWorkDetails,
  sponsorOffersQuerySchema,
  sponsorWordingFor,
} from "@sector/shared";
import { eq, inArray } from "drizzle-orm";
import { sponsorWording } from "../../consent/consent-texts";
import { sponsors, users } from "../../db/schema";
import { campaigns } from "../../db/sponsors-schema";
import type { App } from "../../lib/app-type";
import { actorOf } from "../../plugins/authenticate";
import {
  allStandings,
  type CampaignStanding,
  isOpen,
  standingsFor,
} from "../../sponsors/eligibility";
import { questionsToAsk, type WorkDetails } from "../../sponsors/lead-questions";

export const sponsorOffersRoute = async (app: App) => {
  app.get(
    "/sponsor-offers",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "The resources the signed-in member may share their details for now (only resource_id's when given), each with its sponsor, the wording the dialog shows and the questions still to ask (none for staff)",
        querystring: sponsorOffersQuerySchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request): Promise<{ offers: SponsorOffer[] }> => {
      const actor = actorOf(request);
      if (actor.role !== "user") return { offers: [] };
      const resourceId = request.query.resource_id;
      const standings =
        resourceId === undefined
          ? await allStandings(app.db, actor.id)
          : await standingsFor(app.db, actor.id, resourceId);
      // One offer per resource: the campaign that ends first (standings come in that order).
      const open = new Map<number, CampaignStanding>();
      for (const standing of standings) {
        if (isOpen(standing) && !open.has(standing.resourceId)) {
          open.set(standing.resourceId, standing);
        }
      }
      if (open.size === 0) return { offers: [] };
      const chosen = [...open.values()];
      const [sponsorRows, campaignRows, [member]] = await Promise.all([
        app.db
          .select()
          .from(sponsors)
          .where(inArray(sponsors.id, [...new Set(chosen.map((s) => s.sponsorId))])),
        app.db
          .select({ id: campaigns.id, questions: campaigns.questions })
          .from(campaigns)
          .where(inArray(campaigns.id, [...new Set(chosen.map((s) => s.campaignId))])),
        app.db
          .select({
            country: users.country,
            company_size: users.companySize,
            industry: users.industry,
            job_function: users.jobFunction,
            seniority: users.seniority,
          })
          .from(users)
          .where(eq(users.id, actor.id)),
      ]);
      if (!member) return { offers: [] };
      const details: WorkDetails = member;
      // The dialog names every detail that leaves: the work details on file go with the lead.
      const shared = [
        ...SPONSOR_SHARED_DETAILS,
        ...sharedWorkDetails(FIRMOGRAPHIC_FIELDS.filter((field) => details[field] !== null)),
      ];
      const byId = new Map(sponsorRows.map((s) => [s.id, s]));
      const questionsOf = new Map(campaignRows.map((c) => [c.id, c.questions]));
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
            details: shared,
            questions: questionsToAsk(questionsOf.get(s.campaignId) ?? [], details),
          },
        ];
      });
      return { offers };
    },
  );
};
