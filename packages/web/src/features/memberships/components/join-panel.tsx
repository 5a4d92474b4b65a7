import type { JoinPreview } from "@sector/shared";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { SpinnerIcon } from "../../../components/ui/icons";
import { isApiError } from "../../../lib/api-client";
import { formatFeedDate } from "../../../lib/dates";
import { reportError } from "../../../lib/report-error";
import { useConfirmJoin } from "../api/confirm-join";
import { useJoinPreview } from "../api/get-join-preview";

const UNAVAILABLE = "This page could not be loaded. Please try again later.";

const linkClass =
  "rounded-sm font-semibold text-brand-600 hover:text-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export interface JoinPanelProps {
  slug: string;
  /** Where the page leads on: My Profile for a signed-in member, else the login page. */
  signedIn: boolean;
  /** After joining, e.g. to refresh the signed-in member's brands. */
  onJoined?: () => void;
}

/**
 * The page of an emailed link to join another brand: what confirming adds (brand, topics,
 * the emails agreed to), one Confirm button, and the outcome written into the page. Opening
 * the page changes nothing; only the button does (mail scanners open links too).
 */
export function JoinPanel({ slug, signedIn, onJoined }: JoinPanelProps) {
  const preview = useJoinPreview(slug);
  const join = useConfirmJoin(slug, onJoined);
  const onward = signedIn ? (
    <Link to="/myprofile" className={linkClass}>
      Go to My Profile
    </Link>
  ) : (
    <Link to="/login" className={linkClass}>
      Go to login
    </Link>
  );

  if (preview.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-sm text-slate-600">
        <SpinnerIcon className="size-4 animate-spin text-brand-600" />
        Loading...
      </p>
    );
  }

  if (preview.isError || join.isError) {
    const failure = preview.error ?? join.error;
    const message =
      isApiError(failure) && failure.status === 400
        ? (failure.serverMessage ?? UNAVAILABLE)
        : UNAVAILABLE;
    return (
      <div className="space-y-4 text-center">
        <p role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
        <p className="text-sm">{onward}</p>
      </div>
    );
  }

  if (join.isSuccess) {
    return (
      <div className="space-y-4 text-center">
        <div role="status" className="space-y-2">
          <p className="text-base font-semibold text-slate-900">{join.data.message}</p>
          <p className="text-sm text-slate-600">
            {signedIn
              ? `Its resources and topics are in your account now.`
              : `Sign in to see its resources and topics.`}
          </p>
        </div>
        <p className="text-sm">{onward}</p>
      </div>
    );
  }

  const submit = async () => {
    if (join.isPending) return;
    try {
      await join.mutateAsync();
    } catch (error) {
      // A 400 (the link was used meanwhile) is written into the page; anything else toasts.
      if (!isApiError(error) || error.status !== 400) {
        reportError(error, "Something went wrong. Please try again.");
      }
    }
  };

  return <JoinSummary preview={preview.data} busy={join.isPending} onConfirm={submit} />;
}

interface JoinSummaryProps {
  preview: JoinPreview;
  busy: boolean;
  onConfirm: () => void;
}

function JoinSummary({ preview, busy, onConfirm }: JoinSummaryProps) {
  const brand = preview.company_name;
  const agreed = preview.consents.filter((c) => c.granted);
  const until = formatFeedDate(preview.expires_at);
  return (
    <div className="space-y-5">
      <h2 className="text-lg font-semibold text-slate-900">Join the {brand} community?</h2>
      <p className="text-sm text-slate-700">
        Confirming adds the {brand} community to your account, with what you chose on its
        registration page.
      </p>
      <section aria-labelledby="join-topics" className="space-y-2">
        <h3 id="join-topics" className="text-sm font-semibold text-slate-900">
          Topics
        </h3>
        {preview.topics.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {preview.topics.map((topic) => (
              <li
                key={topic}
                className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800 ring-1 ring-brand-200"
              >
                {topic}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">No topics chosen.</p>
        )}
      </section>
      <section aria-labelledby="join-emails" className="space-y-2">
        <h3 id="join-emails" className="text-sm font-semibold text-slate-900">
          Emails
        </h3>
        {agreed.length > 0 ? (
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {agreed.map((consent) => (
              <li key={consent.purpose}>{consent.text}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">You did not ask for emails from {brand}.</p>
        )}
      </section>
      <Button fullWidth size="lg" onClick={onConfirm} loading={busy}>
        Confirm
      </Button>
      {until && (
        <p className="text-center text-xs text-slate-600">This link works once, until {until}.</p>
      )}
    </div>
  );
}
