import type { MemberData } from "@sector/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { saveJsonFile } from "../../../lib/save-file";

export interface MemberDataVariables {
  id: number;
  /** Why the data is taken out; kept in the audit log. */
  reason: string;
}

/** The name a member's export is saved under. */
export const memberDataFileName = (id: number) => `member-${id}-data.json`;

/** GET /user/protected/members/{id}/data?reason= (admin): everything held about a member. */
export function getMemberData({ id, reason }: MemberDataVariables): Promise<MemberData> {
  return api.get<MemberData>(`/user/protected/members/${id}/data`, { query: { reason } });
}

/** Fetches a member's data and saves it as member-{id}-data.json; the caller shows failures. */
export function useDownloadMemberData() {
  return useMutation({
    mutationFn: async (variables: MemberDataVariables) => {
      saveJsonFile(await getMemberData(variables), memberDataFileName(variables.id));
    },
  });
}
