import type { MyEvent } from "@sector/shared";
import { desc, eq } from "drizzle-orm";
import { eventRegistrations, events } from "../../db/events-schema";
import { companies, resources } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { actorOf } from "../../plugins/authenticate";
import { presentMyEvent } from "../../presenters/event";

export const myEventsRoute = async (app: App) => {
  app.get(
    "/user/protected/events",
    {
      schema: {
        tags: ["events"],
        summary:
          "The signed-in user's event registrations, the latest event first: { events: [registration with its event] } (the join URL while registered)",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const userId = actorOf(request).id;
      const rows = await app.db
        .select({
          registration: eventRegistrations,
          title: resources.title,
          resourceUrl: resources.resourceUrl,
          imageBg: resources.imageBg,
          companyId: companies.id,
          companyName: companies.name,
          event: events,
        })
        .from(eventRegistrations)
        .innerJoin(events, eq(events.resourceId, eventRegistrations.resourceId))
        .innerJoin(resources, eq(resources.id, events.resourceId))
        .innerJoin(companies, eq(companies.id, resources.companyId))
        .where(eq(eventRegistrations.userId, userId))
        .orderBy(desc(events.startsAt), desc(events.resourceId))
        .limit(500);
      const list: MyEvent[] = rows.map(presentMyEvent);
      return { events: list };
    },
  );
};
