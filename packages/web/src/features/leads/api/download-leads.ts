import type { LeadFilters } from "@sector/shared";
import { useMutation } from "@tanstack/react-query";
import { apiFile } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";
import { leadQuery } from "./lead-query";

export interface LeadsFile {
  blob: Blob;
  /** The server's name for it, e.g. leads-CIO-2026-03-01.csv. */
  fileName: string;
}

const FALLBACK_NAME = "leads.csv";

/** The file name of a Content-Disposition header (filename*= first, then filename=). */
export function fileNameFrom(disposition: string | null): string {
  if (!disposition) return FALLBACK_NAME;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Badly encoded: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(disposition);
  return plain?.[1] || plain?.[2] || FALLBACK_NAME;
}

function queryString(filters: LeadFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(leadQuery(filters))) {
    if (value !== undefined) params.append(key, String(value));
  }
  return params.toString();
}

/** GET /leads/export (admin): the CSV of the members the filters select, as a file. */
export async function fetchLeadsFile(filters: LeadFilters): Promise<LeadsFile> {
  const file = await apiFile(`/leads/export?${queryString(filters)}`);
  return { blob: file.blob, fileName: fileNameFrom(file.disposition) };
}

/** Fetches the export and saves it; the caller shows failures. */
export function useDownloadLeads() {
  return useMutation({
    mutationFn: async (filters: LeadFilters) => {
      const file = await fetchLeadsFile(filters);
      saveFile(file.blob, file.fileName);
      return file;
    },
  });
}
