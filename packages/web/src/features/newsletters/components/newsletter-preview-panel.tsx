import type { PublicUser } from "@sector/shared";
import { useState } from "react";
import { fullName } from "../../../lib/user";
import { useNewsletterPreview } from "../api/get-newsletter-preview";
import { MemberPicker } from "./member-picker";
import { NewsletterPreview } from "./newsletter-preview";
import { TestSendForm } from "./test-send-form";

export interface NewsletterPreviewPanelProps {
  newsletterId: number;
  companyId: number;
  /** Only admins may read the member list the picker draws on. */
  canPickMembers: boolean;
  /** Only admins may send a test to another (staff) address than their own. */
  canChooseTestAddress: boolean;
  staffEmail: string;
  /** Members who would get the edition now; undefined while counting. */
  consenting?: number;
}

/** The edition as one member of the brand would get it, and a test of it by mail. */
export function NewsletterPreviewPanel({
  newsletterId,
  companyId,
  canPickMembers,
  canChooseTestAddress,
  staffEmail,
  consenting,
}: NewsletterPreviewPanelProps) {
  const [member, setMember] = useState<PublicUser | null>(null);
  const preview = useNewsletterPreview(newsletterId, member?.id ?? null);
  const name = member ? fullName(member) : null;

  return (
    <div className="space-y-5">
      {canPickMembers ? (
        <MemberPicker
          companyId={companyId}
          selectedId={member?.id ?? null}
          onSelect={setMember}
          consenting={consenting}
        />
      ) : (
        <p className="text-sm text-slate-600">
          Previews of a chosen member need the member list, which admins see; a test shows the first
          recipient's edition.
        </p>
      )}
      {member && name && (
        <NewsletterPreview preview={preview.data} isPending={preview.isPending} memberName={name} />
      )}
      <TestSendForm
        newsletterId={newsletterId}
        memberId={member?.id ?? null}
        memberName={name}
        defaultEmail={staffEmail}
        canChooseAddress={canChooseTestAddress}
      />
    </div>
  );
}
