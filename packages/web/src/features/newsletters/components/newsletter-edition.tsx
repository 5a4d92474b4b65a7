import type { NewsletterWithCounts } from "@sector/shared";
import { type ReactNode, useState } from "react";
import { Button } from "../../../components/ui/button";
import { useNewsletter } from "../api/get-newsletter";
import { useNewsletterAudience } from "../api/get-newsletter-audience";
import { audienceLabel } from "./audience-labels";
import { EditionConfirmations, type EditionQuestion } from "./edition-confirmations";
import { EditionDetails } from "./edition-details";
import { NewsletterComposer } from "./newsletter-composer";
import { NewsletterPreviewPanel } from "./newsletter-preview-panel";
import { NewsletterProgress } from "./newsletter-progress";
import { NewsletterStatus } from "./newsletter-status";
import { SendControls } from "./send-controls";

export interface NewsletterEditionProps {
  id: number;
  isAdmin: boolean;
  staffEmail: string;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="border-t border-slate-200 px-5 py-5 sm:px-6">
      <h3 className="mb-3 text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** Who may cancel: a draft any staff member, what an admin started only an admin. */
const cancellable = (edition: NewsletterWithCounts, isAdmin: boolean) =>
  edition.status === "draft" ||
  (isAdmin && (edition.status === "scheduled" || edition.status === "sending"));

/**
 * One edition: its state and counts (asked for again every two seconds while it is sending),
 * its subject and intro while a draft, whom it will go to, a member's preview and a test, then
 * sending (admins).
 */
export function NewsletterEdition({ id, isAdmin, staffEmail }: NewsletterEditionProps) {
  const { data: edition, isPending } = useNewsletter(id);
  // Counted by the send's own rule; the member picker says it too, whatever the status.
  const audience = useNewsletterAudience(id, edition !== undefined);
  const [asking, setAsking] = useState<EditionQuestion>(null);
  if (isPending) return <p className="text-sm text-slate-500">Loading edition...</p>;
  if (!edition) return null;
  const unsent = edition.status === "draft" || edition.status === "scheduled";
  const sendable = isAdmin && unsent;

  return (
    <>
      <article
        aria-labelledby={`edition-${edition.id}-title`}
        className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <header className="flex flex-wrap items-start justify-between gap-3 px-5 py-5 sm:px-6">
          <div className="min-w-0 space-y-2">
            <h2
              id={`edition-${edition.id}-title`}
              className="text-lg font-semibold break-words text-slate-900"
            >
              {edition.subject}
            </h2>
            <NewsletterStatus status={edition.status} />
            {unsent && (
              <p className="text-sm font-medium text-slate-700">
                {audience.data === undefined
                  ? "Counting the members it will go to..."
                  : audienceLabel(audience.data)}
              </p>
            )}
          </div>
          {cancellable(edition, isAdmin) && (
            <Button variant="secondary" onClick={() => setAsking("cancel")}>
              Cancel edition
            </Button>
          )}
        </header>
        <div className="space-y-4 px-5 pb-5 sm:px-6">
          <EditionDetails edition={edition} />
          <NewsletterProgress status={edition.status} counts={edition.counts} />
        </div>
        {edition.status === "draft" && (
          <Part title="Content">
            <NewsletterComposer companyId={edition.company_id} edition={edition} />
          </Part>
        )}
        <Part title="Preview">
          <NewsletterPreviewPanel
            newsletterId={edition.id}
            companyId={edition.company_id}
            canPickMembers={isAdmin}
            canChooseTestAddress={isAdmin}
            staffEmail={staffEmail}
            consenting={audience.data}
          />
        </Part>
        {/* After Preview and Send test: the edition is looked at before it goes. */}
        {sendable && (
          <Part title="Send">
            <SendControls edition={edition} onSendNow={() => setAsking("send")} />
          </Part>
        )}
      </article>
      <EditionConfirmations
        edition={edition}
        audience={audience.data}
        asking={asking}
        onDone={() => setAsking(null)}
      />
    </>
  );
}
