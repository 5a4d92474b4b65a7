import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { isApiError } from "../../../lib/api-client";
import { useHydrated } from "../../../lib/use-hydrated";
import { useConfirmGuestRegistration } from "../api/confirm-guest-registration";

/**
 * The link mailed to an address that had an account (/events/{id}?confirm_token=…), opened:
 * the page confirms it once it runs in the browser (a POST, which a mail scanner fetching the
 * link does not make), says how it went, and drops the token from the address bar.
 */
export function ConfirmRegistration({ eventId }: { eventId: number }) {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const token = hydrated ? params.get("confirm_token") : null;
  const confirm = useConfirmGuestRegistration(eventId);
  const sent = useRef(false);
  const { mutate } = confirm;

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
    setParams(
      (current) => {
        current.delete("confirm_token");
        return current;
      },
      { replace: true },
    );
  }, [token, mutate, setParams]);

  if (confirm.isIdle) return null;
  const failed = confirm.isError;
  return (
    <div
      role="status"
      className={`mb-8 rounded-md px-4 py-4 text-base ${failed ? "bg-red-50 text-red-800" : "bg-green-50 text-green-900"}`}
    >
      {confirm.isPending && "Confirming your registration…"}
      {confirm.isSuccess && confirm.data.message}
      {failed &&
        (isApiError(confirm.error) && confirm.error.serverMessage
          ? confirm.error.serverMessage
          : "We could not confirm your registration. Please try again.")}
    </div>
  );
}
