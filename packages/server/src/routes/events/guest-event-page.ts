import { eventParamsSchema, type PublicEvent } from "@sector/shared";
import { findPublicEvent } from "../../events/guest-event-page";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { EVENT_NOT_FOUND } from "./messages";

/**
 * An event as its public page shows it, for anyone: what the server-rendered /events/{id}
 * embeds, fetched when the app moves there itself (a signed-in member, say). No join URL.
 */
export const guestEventPageRoute = async (app: App) => {
  app.get(
    "/:id/page",
    {
      schema: {
        tags: ["events"],
        summary:
          "An event's public page (anyone): its time and place, brand, sponsor and seats left",
        params: eventParamsSchema,
      },
    },
    async (request): Promise<{ event: PublicEvent }> => {
      const event = await findPublicEvent(app.db, request.params.id);
      if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
      return { event };
    },
  );
};
