import { useMutation } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client";
import { API_BASE_PATH } from "../../../lib/config";
import { saveFile } from "../../../lib/save-file";
import { getStoredToken } from "../../../lib/token-storage";

export interface CampaignLeadsFile {
  blob: Blob;
  /** The server's name for it, else campaign-{id}-leads.csv. */
  fileName: string;
}

/** The file name of a Content-Disposition header (filename*= first, then filename=). */
export function campaignFileName(disposition: string | null, id: number): string {
  const fallback = `campaign-${id}-leads.csv`;
  const encoded = disposition && /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Badly encoded: fall through to the plain name.
    }
  }
  const plain = disposition && /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(disposition);
  return (plain && (plain[1] || plain[2])) || fallback;
}

/**
 * GET /campaigns/{id}/leads.csv (admin): the campaign's leads. A plain link can't carry the
 * bearer token, so the file is fetched with it (as the API client does) and handed over as a
 * blob. A refusal rejects with an ApiError holding the server's message.
 */
export async function fetchCampaignLeads(id: number): Promise<CampaignLeadsFile> {
  const headers = new Headers({ Accept: "text/csv, application/json" });
  const token = getStoredToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const response = await fetch(`${API_BASE_PATH}/campaigns/${id}/leads.csv`, { headers });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: keep the text, the error then carries no server message.
    }
    throw new ApiError(response.status, body);
  }
  return {
    blob: await response.blob(),
    fileName: campaignFileName(response.headers.get("content-disposition"), id),
  };
}

/** Fetches the campaign's leads and saves them; the caller shows failures. */
export function useDownloadCampaignLeads() {
  return useMutation({
    mutationFn: async (id: number) => {
      const file = await fetchCampaignLeads(id);
      saveFile(file.blob, file.fileName);
      return file;
    },
  });
}
