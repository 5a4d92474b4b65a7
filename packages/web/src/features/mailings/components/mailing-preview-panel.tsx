import type { PublicUser } from "@sector/shared";
import { type ReactNode, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Select } from "../../../components/ui/select";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { fullName } from "../../../lib/user";
import { type MailingArm, useMailingPreview } from "../api/get-mailing-preview";
import { useSendTestMailing } from "../api/send-test-mailing";
import { MailingPreviewFrame } from "./mailing-preview-frame";

export interface MailingPreviewPanelProps {
  mailingId: number;
  /** With an A/B test, either subject may be previewed. */
  hasAbTest: boolean;
  /** The member whose mail is shown (picked with `picker`); null: none yet. */
  member: PublicUser | null;
  /** Finds and picks a member of the brand (admins: they read the member list); null: none. */
  picker: ReactNode;
}

const ARM_OPTIONS = [
  { value: "a" as const, label: "Subject A" },
  { value: "b" as const, label: "Subject B" },
];

/** The saved draft as one member of the brand would get it, and a test of it to oneself. */
export function MailingPreviewPanel({
  mailingId,
  hasAbTest,
  member,
  picker,
}: MailingPreviewPanelProps) {
  const [arm, setArm] = useState<MailingArm>("a");
  const preview = useMailingPreview(mailingId, member?.id ?? null, hasAbTest ? arm : "a");
  const test = useSendTestMailing();
  const name = member ? fullName(member) : null;

  const sendTest = async () => {
    try {
      const answer = await test.mutateAsync({ id: mailingId, userId: member?.id ?? null });
      toast.success(answer.message ?? `Test sent to ${answer.sent_to}.`);
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <div className="space-y-5">
      {picker ?? (
        <p className="text-sm text-slate-600">
          Previews of a chosen member need the member list, which admins see; a test shows your own
          mail.
        </p>
      )}
      {hasAbTest && (
        <Select
          label="Subject shown"
          value={arm}
          onChange={setArm}
          options={ARM_OPTIONS}
          className="max-w-xs"
        />
      )}
      {member && name && (
        <MailingPreviewFrame
          preview={preview.data}
          isPending={preview.isPending}
          memberName={name}
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={sendTest} loading={test.isPending}>
          Send test to yourself
        </Button>
        <p className="text-sm text-slate-600">
          {name ? `${name}'s mail` : "Your own mail"}, to your address, subject marked [Test].
        </p>
      </div>
    </div>
  );
}
