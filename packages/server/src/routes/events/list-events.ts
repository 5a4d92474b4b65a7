import {
  eventListQuerySchema,
  eventParamsSchema,
  eventRegistrantsQuerySchema,
} from "@sector/shared";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { EVENT_NOT_FOUND } from "./messages";
import { listRegistrants, listStaffEvents, registrationsPerDay } from "./staff-event-queries";

const REGISTRANTS_SHOWN = 500;

export const staffEventRoutes = async (app: App) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["events"],
        summary:
          "Upcoming (not ended, soonest first) or past events (latest first), of one brand or all (staff): { events } with registered / waitlisted / cancelled / attended / no-show counts",
        querystring: eventListQuerySchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "list", subject: "event" }),
    },
    async (request) => ({
      events: await listStaffEvents(app.db, {
        when: request.query.when,
        ...(request.query.company_id !== undefined && { companyId: request.query.company_id }),
      }),
    }),
  );

  app.get(
    "/:id",
    {
      schema: {
        tags: ["events"],
        summary:
          "One event (staff): { event (with its join URL and counts), registrations_per_day: [{ day, count }] }",
        params: eventParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "event" }),
    },
    async (request) => {
      const [event] = await listStaffEvents(app.db, { when: "upcoming", id: request.params.id });
      if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
      return { event, registrations_per_day: await registrationsPerDay(app.db, event.id) };
    },
  );

  app.get(
    "/:id/registrants",
    {
      schema: {
        tags: ["events"],
        summary: `An event's registrants in registration order (admin): { registrants, total_shown }, the first ${REGISTRANTS_SHOWN} matching the search (name, email or company) and status`,
        params: eventParamsSchema,
        querystring: eventRegistrantsQuerySchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "list", subject: "eventRegistrants" }),
    },
    async (request) => {
      const [event] = await listStaffEvents(app.db, { when: "upcoming", id: request.params.id });
      if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
      const registrants = await listRegistrants(app.db, event.id, {
        ...(request.query.search && { search: request.query.search }),
        ...(request.query.status && { status: request.query.status }),
        limit: REGISTRANTS_SHOWN,
      });
      return { registrants };
    },
  );
};
