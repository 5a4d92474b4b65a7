import {
  CONSENT_PURPOSES,
  type ConsentEvent,
  consentEventsQuerySchema,
  sponsorWordingFor,
} from "@sector/shared";
import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { unsubscribeUrl } from "../../consent/unsubscribe-token";
import { companies, consentEvents, consentTexts, sponsors, users } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { USER_NOT_FOUND } from "../users/messages";
import { consentOwner } from "./consent-owner";
import { memberBrands } from "./member-consents";

const actors = alias(users, "actors");

export const consentEventsRoute = async (app: App) => {
  app.get(
    "/user/protected/consent-events",
    {
      schema: {
        tags: ["consents"],
        summary: "A member's consent history, newest first (admin: any member; else own)",
        querystring: consentEventsQuerySchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { ownerId, actor } = consentOwner(request, "read", request.query.user_id);
      const [member] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, ownerId));
      if (!member) throw new NotFoundError(USER_NOT_FOUND);

      const rows = await app.db
        .select({
          id: consentEvents.id,
          companyId: consentEvents.companyId,
          companyName: companies.name,
          purpose: consentEvents.purpose,
          granted: consentEvents.granted,
          text: consentTexts.text,
          version: consentTexts.version,
          source: consentEvents.source,
          occurredAt: consentEvents.occurredAt,
          ip: consentEvents.ip,
          userAgent: consentEvents.userAgent,
          actorId: actors.id,
          actorName: sql<string | null>`${actors.firstname} || ' ' || ${actors.lastname}`,
          sponsorId: sponsors.id,
          sponsorName: sponsors.name,
        })
        .from(consentEvents)
        .innerJoin(companies, eq(companies.id, consentEvents.companyId))
        .innerJoin(consentTexts, eq(consentTexts.id, consentEvents.textId))
        .leftJoin(actors, eq(actors.id, consentEvents.actorId))
        .leftJoin(sponsors, eq(sponsors.id, consentEvents.sponsorId))
        .where(eq(consentEvents.userId, ownerId))
        .orderBy(desc(consentEvents.occurredAt), desc(consentEvents.id));
      const events: ConsentEvent[] = rows.map((row) => ({
        id: row.id,
        company_id: row.companyId,
        company_name: row.companyName,
        purpose: row.purpose,
        granted: row.granted,
        // A sponsor's wording as the dialog showed it: the sponsor's name written in.
        text: row.sponsorName === null ? row.text : sponsorWordingFor(row.text, row.sponsorName),
        text_version: row.version,
        source: row.source,
        occurred_at: row.occurredAt.toISOString(),
        ip: row.ip,
        user_agent: row.userAgent,
        actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? "" },
        sponsor:
          row.sponsorId === null || row.sponsorName === null
            ? null
            : { id: row.sponsorId, name: row.sponsorName },
      }));
      // Staff see the member's one-click unsubscribe links, as the lead export carries them.
      if (actor.role !== "admin") return { events };
      const brands = await memberBrands(app.db, ownerId);
      const unsubscribe_urls = brands.flatMap((brand) =>
        CONSENT_PURPOSES.map((purpose) => ({
          company_id: brand.id,
          company_name: brand.name,
          purpose,
          url: unsubscribeUrl(app.config.publicUrl, app.config.unsubscribeSecret, {
            userId: ownerId,
            companyId: brand.id,
            purpose,
          }),
        })),
      );
      return { events, unsubscribe_urls };
    },
  );
};
