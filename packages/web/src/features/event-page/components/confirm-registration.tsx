import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { isApiError } from "../../../lib/api-client";
import { useHydrated } from "../../../lib/use-hydrated";
import { useConfirmGuestRegistration } from "../api/confirm-guest-registration";

/**
 * The link mailed to an address that had an account (/events/{id}?confirm_token=…), opened: one
 * "Confirm my registration" button above the event. Opening the page changes nothing; only the
 * button does (mail scanners open links, some running the page's script too). Once confirmed,
 * the outcome is written into the page and the token leaves the address bar.
 */
export function ConfirmRegistration({ eventId, title }: { eventId: number; title: string }) {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const token = hydrated ? params.get("confirm_token") : null;
  const confirm = useConfirmGuestRegistration(eventId);

  if (confirm.isSuccess) {
    return (
      <div role="status" className="mb-8 rounded-md bg-green-50 px-4 py-4 text-base text-green-900">
        {confirm.data.message}
      </div>
    );
  }
  if (!token) return null;

  const submit = () => {
    if (confirm.isPending) return;
    confirm.mutate(token, {
      onSuccess: () =>
        setParams(
          (current) => {
            current.delete("confirm_token");
            return current;
          },
          { replace: true },
        ),
    });
  };

  return (
    <section
      aria-labelledby="event-confirm-heading"
      className="mb-8 space-y-4 rounded-xl bg-white px-5 py-6 shadow-sm ring-1 ring-slate-200 sm:px-8"
    >
      <h2 id="event-confirm-heading" className="text-lg font-semibold text-slate-900">
        Confirm your registration
      </h2>
      <p className="text-base text-slate-700">
        You asked to register for {title} with an address that has an account. Nothing is done until
        you confirm.
      </p>
      {confirm.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-800">
          {isApiError(confirm.error) && confirm.error.serverMessage
            ? confirm.error.serverMessage
            : "We could not confirm your registration. Please try again."}
        </p>
      )}
      <Button size="lg" onClick={submit} loading={confirm.isPending}>
        Confirm my registration
      </Button>
    </section>
  );
}
