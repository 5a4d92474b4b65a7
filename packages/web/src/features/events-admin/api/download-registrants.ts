import { useMutation } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client";
import { API_BASE_PATH } from "../../../lib/config";
import { saveFile } from "../../../lib/save-file";
import { getStoredToken } from "../../../lib/token-storage";

/**
 * GET /events/{id}/registrants.csv (staff, audited): every registrant. A plain link can't carry
 * the bearer token, so the file is fetched with it and handed over as a blob; a refusal
 * rejects with an ApiError holding the server's message.
 */
export async function fetchRegistrantsCsv(id: number): Promise<Blob> {
  const headers = new Headers({ Accept: "text/csv, application/json" });
  const token = getStoredToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const response = await fetch(`${API_BASE_PATH}/events/${id}/registrants.csv`, { headers });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the error then carries no server message.
    }
    throw new ApiError(response.status, body);
  }
  return response.blob();
}

/** Fetches the registrants and saves them as event-{id}-registrants.csv; the caller shows failures. */
export function useDownloadRegistrants() {
  return useMutation({
    mutationFn: async (id: number) => {
      saveFile(await fetchRegistrantsCsv(id), `event-${id}-registrants.csv`);
    },
  });
}
