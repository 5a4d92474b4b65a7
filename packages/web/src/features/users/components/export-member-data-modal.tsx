import { memberDataQuerySchema, type PublicUser } from "@sector/shared";
import { useEffect, useState } from "react";
import { isApiError } from "../../../lib/api-client";
import { reportError } from "../../../lib/report-error";
import { fullName } from "../../../lib/user";
import { memberDataFileName, useDownloadMemberData } from "../api/download-member-data";
import { ReasonModal } from "./reason-modal";

const FAILED = "The member's data could not be downloaded. Please try again.";

export interface ExportMemberDataModalProps {
  open: boolean;
  member: PublicUser | null;
  onClose: () => void;
}

/** 'Export data': asks why, then saves everything held about the member as a JSON file. */
export function ExportMemberDataModal({ open, member, onClose }: ExportMemberDataModalProps) {
  const download = useDownloadMemberData();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (open) setError(undefined);
  }, [open]);

  const submit = async (reason: string) => {
    if (!member || download.isPending) return;
    setError(undefined);
    try {
      await download.mutateAsync({ id: member.id, reason });
      onClose();
    } catch (failure) {
      reportError(failure, FAILED);
      setError((isApiError(failure) && failure.serverMessage) || FAILED);
    }
  };

  return (
    <ReasonModal
      open={open}
      onClose={onClose}
      title="Export data"
      description={
        member
          ? `Everything held about ${fullName(member)} (${member.email}), saved as ${memberDataFileName(member.id)}.`
          : undefined
      }
      schema={memberDataQuerySchema}
      submitLabel="Download data"
      busy={download.isPending}
      error={error}
      onSubmit={submit}
    />
  );
}
