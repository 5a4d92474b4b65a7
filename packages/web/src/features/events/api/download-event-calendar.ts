import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";

/** The name a member's invite is saved under. */
export const calendarFileName = (eventId: number) => `event-${eventId}.ics`;

/**
 * GET /events/{id}/calendar.ics (a member holding a seat): the event's invite, as the
 * confirmation mail carries it. Fetched with the session token, which a plain link cannot send.
 */
export async function getEventCalendar(eventId: number): Promise<string> {
  return api.get<string>(`/events/${eventId}/calendar.ics`);
}

/** Fetches the invite and hands it to the browser as event-{id}.ics. The caller shows failures. */
export function useDownloadEventCalendar() {
  return useMutation({
    mutationFn: async (eventId: number) => {
      const ics = await getEventCalendar(eventId);
      saveFile(new Blob([ics], { type: "text/calendar" }), calendarFileName(eventId));
    },
  });
}
