import type { PublicUser } from "@sector/shared";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../components/ui/page-header";
import { useMailing } from "../../features/mailings/api/get-mailing";
import { MailingComposer } from "../../features/mailings/components/mailing-composer";
import { MailingPreviewPanel } from "../../features/mailings/components/mailing-preview-panel";
import { MailingReport } from "../../features/mailings/components/mailing-report";
import { ScheduleControls } from "../../features/mailings/components/schedule-controls";
import { MAILINGS_PATH } from "../../features/mailings/mailing-paths";
import { MemberPicker } from "../../features/newsletters/components/member-picker";
import { useAudienceCount } from "../../features/segments/hooks/use-audience-count";
import { useSignedInUser } from "../../lib/auth-store";
import { useComposerSources } from "../mailing-composer-sources";

const idFrom = (value: string | undefined): number | null =>
  value && /^\d+$/.test(value) ? Number(value) : null;

/**
 * /mailings/{id} (staff): a draft is edited, previewed for a member, tested and (admins) sent
 * now or later; once scheduled or sent, its report.
 */
export default function MailingRoute() {
  const user = useSignedInUser();
  const isAdmin = user.role === "admin";
  const id = idFrom(useParams().id);
  const { data: mailing, isPending, isError } = useMailing(id);
  const sources = useComposerSources();
  const [member, setMember] = useState<PublicUser | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  const audienceCount = useAudienceCount({
    companyId: mailing?.company_id ?? 0,
    purpose: mailing?.purpose ?? "resources",
    segmentId: mailing?.segment_id ?? null,
    // Nothing is counted before the mailing is known, nor once it has been sent.
    rules: mailing?.status === "draft" ? mailing.rules : {},
  });

  const back = (
    <Link
      to={MAILINGS_PATH}
      className="text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      ← All mailings
    </Link>
  );
  if (id === null || isError || isPending || !mailing) {
    return (
      <>
        {back}
        <p className="mt-4 text-sm text-slate-600">
          {id === null || isError ? "This mailing could not be found." : "Loading..."}
        </p>
      </>
    );
  }

  return (
    <>
      {back}
      <PageHeader
        title={mailing.status === "draft" ? "Draft mailing" : "Mailing report"}
        subtitle={`${mailing.company_name}: ${mailing.subject}`}
      />
      {mailing.status === "draft" ? (
        <div className="space-y-6">
          <section
            aria-label="Draft"
            className="rounded-xl bg-white px-5 py-5 shadow-sm ring-1 ring-slate-200 sm:px-6"
          >
            <MailingComposer
              companyId={mailing.company_id}
              mailing={mailing}
              onDirtyChange={setUnsaved}
              {...sources}
            />
          </section>
          <section
            aria-labelledby="mailing-preview-title"
            className="rounded-xl bg-white px-5 py-5 shadow-sm ring-1 ring-slate-200 sm:px-6"
          >
            <h2 id="mailing-preview-title" className="mb-4 text-lg font-semibold text-slate-900">
              Preview and test
            </h2>
            <MailingPreviewPanel
              mailingId={mailing.id}
              hasAbTest={mailing.ab_test !== null}
              member={member}
              picker={
                isAdmin ? (
                  <MemberPicker
                    companyId={mailing.company_id}
                    selectedId={member?.id ?? null}
                    onSelect={setMember}
                  />
                ) : null
              }
            />
          </section>
          {isAdmin && (
            <section
              aria-labelledby="mailing-send-title"
              className="rounded-xl bg-white px-5 py-5 shadow-sm ring-1 ring-slate-200 sm:px-6"
            >
              <h2 id="mailing-send-title" className="mb-4 text-lg font-semibold text-slate-900">
                Send
              </h2>
              <ScheduleControls mailing={mailing} audienceCount={audienceCount} unsaved={unsaved} />
            </section>
          )}
        </div>
      ) : (
        <MailingReport mailing={mailing} isAdmin={isAdmin} />
      )}
    </>
  );
}
