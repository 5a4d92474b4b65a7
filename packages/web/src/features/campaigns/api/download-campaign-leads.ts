import { useMutation } from "@tanstack/react-query";
import { apiFile } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";

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

/** GET /campaigns/{id}/leads.csv (admin): the campaign's leads, as a file. */
export async function fetchCampaignLeads(id: number): Promise<CampaignLeadsFile> {
  const file = await apiFile(`/campaigns/${id}/leads.csv`);
  return { blob: file.blob, fileName: campaignFileName(file.disposition, id) };
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
