import { useMutation } from "@tanstack/react-query";
import { apiFile } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";

/** GET /mailings/{id}/clickers.csv (admin): the members who followed a link, as a file. */
export async function fetchClickers(id: number): Promise<Blob> {
  return (await apiFile(`/mailings/${id}/clickers.csv`)).blob;
}

/** Fetches the clickers and saves them as mailing-{id}-clickers.csv; the caller shows failures. */
export function useDownloadClickers() {
  return useMutation({
    mutationFn: async (id: number) => {
      saveFile(await fetchClickers(id), `mailing-${id}-clickers.csv`);
    },
  });
}
