import { useMutation } from "@tanstack/react-query";
import { apiFile } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";

/** GET /events/{id}/registrants.csv (staff, audited): every registrant, as a file. */
export async function fetchRegistrantsCsv(id: number): Promise<Blob> {
  return (await apiFile(`/events/${id}/registrants.csv`)).blob;
}

/** Fetches the registrants and saves them as event-{id}-registrants.csv; the caller shows failures. */
export function useDownloadRegistrants() {
  return useMutation({
    mutationFn: async (id: number) => {
      saveFile(await fetchRegistrantsCsv(id), `event-${id}-registrants.csv`);
    },
  });
}
