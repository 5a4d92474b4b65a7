import { Button } from "../../../components/ui/button";
import { SpinnerIcon } from "../../../components/ui/icons";
import { isApiError } from "../../../lib/api-client";
import { reportError } from "../../../lib/report-error";
import { useUnsubscribeTarget } from "../api/get-unsubscribe-target";
import { useUnsubscribe } from "../api/unsubscribe";
import { stoppedWhat, stopQuestion } from "../purposes";

const INVALID_LINK = "This unsubscribe link is not valid.";

/**
 * The one-click unsubscribe page's content: what the link stops, one button, and the outcome
 * written into the page (a toast alone would vanish before some readers reach it).
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const target = useUnsubscribeTarget(token);
  const unsubscribe = useUnsubscribe(token);

  if (target.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-sm text-slate-600">
        <SpinnerIcon className="size-4 animate-spin text-brand-600" />
        Loading...
      </p>
    );
  }

  if (target.isError) {
    const message =
      isApiError(target.error) && target.error.status === 404
        ? (target.error.serverMessage ?? INVALID_LINK)
        : "This page could not be loaded. Please try again later.";
    return (
      <p role="alert" className="text-center text-sm font-medium text-red-700">
        {message}
      </p>
    );
  }

  const { company_name: brand, purpose, text, granted } = target.data;
  const what = stoppedWhat(purpose, brand);

  if (unsubscribe.isSuccess) {
    return (
      <div role="status" className="space-y-2 text-center">
        <p className="text-base font-semibold text-slate-900">{unsubscribe.data.message}</p>
        <p className="text-sm text-slate-600">You will no longer receive {what}.</p>
      </div>
    );
  }

  const submit = async () => {
    if (unsubscribe.isPending) return;
    try {
      await unsubscribe.mutateAsync();
    } catch (error) {
      reportError(error, "Something went wrong. Please try again.");
    }
  };

  return (
    <div className="space-y-5">
      <h2 className="text-lg font-semibold text-slate-900">{stopQuestion(purpose, brand)}</h2>
      {text && (
        <figure className="rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
          <figcaption className="text-xs font-medium text-slate-600">
            {brand} consent wording:
          </figcaption>
          <blockquote className="mt-1 text-sm text-slate-800">{text}</blockquote>
        </figure>
      )}
      {!granted && (
        <p className="text-sm text-slate-700">You are already unsubscribed from {what}.</p>
      )}
      <Button fullWidth size="lg" onClick={submit} loading={unsubscribe.isPending}>
        Unsubscribe
      </Button>
    </div>
  );
}
