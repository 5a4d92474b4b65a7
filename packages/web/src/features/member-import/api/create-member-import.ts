import type { MemberImportAccepted, MemberImportMapping } from "@sector/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface MemberImportRequest {
  file: File;
  mapping: MemberImportMapping;
  dryRun: boolean;
  sendWelcome: boolean;
}

/** POST /members/imports (admin, multipart): starts an import or a dry run in the background. */
export function createMemberImport(request: MemberImportRequest): Promise<MemberImportAccepted> {
  const form = new FormData();
  form.append("mapping", JSON.stringify(request.mapping));
  form.append("dry_run", String(request.dryRun));
  form.append("send_welcome", String(request.sendWelcome));
  form.append("file", request.file, request.file.name);
  return api.post<MemberImportAccepted>("/members/imports", form);
}

export function useCreateMemberImport() {
  return useMutation({ mutationFn: createMemberImport });
}
