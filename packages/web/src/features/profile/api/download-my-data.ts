import type { MemberData } from "@sector/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { saveJsonFile } from "../../../lib/save-file";

/** The name the member's own export is saved under. */
export const MY_DATA_FILE_NAME = "my-data.json";

/** GET /user/protected/my-data: everything the portal holds about the signed-in member. */
export function getMyData(signal?: AbortSignal): Promise<MemberData> {
  return api.get<MemberData>("/user/protected/my-data", { signal });
}

/**
 * Fetches the member's data and saves it as my-data.json. Not a query: the file is fresh on
 * every click and nothing of it stays in the cache. The caller shows failures.
 */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      saveJsonFile(await getMyData(), MY_DATA_FILE_NAME);
    },
  });
}
