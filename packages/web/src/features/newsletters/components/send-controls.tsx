import type { NewsletterWithCounts } from "@sector/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { TextInput } from "../../../components/ui/text-input";
import { isApiError } from "../../../lib/api-client";
import { localMomentToIso } from "../../../lib/local-moment";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useSendNewsletter } from "../api/send-newsletter";

const PICK_A_TIME = "Choose a date and time to send at.";

export interface SendControlsProps {
  edition: NewsletterWithCounts;
  /** Asks before sending now (EditionConfirmations). */
  onSendNow: () => void;
}

/** Send now (after a yes), or at a date and time: the admin's decision alone. */
export function SendControls({ edition, onSendNow }: SendControlsProps) {
  const send = useSendNewsletter();
  const [at, setAt] = useState("");
  const [atError, setAtError] = useState<string | undefined>();

  const schedule = async () => {
    const iso = localMomentToIso(at);
    if (!iso) {
      setAtError(PICK_A_TIME);
      toast.error(PICK_A_TIME, { id: PICK_A_TIME });
      return;
    }
    setAtError(undefined);
    try {
      const scheduled = await send.mutateAsync({ id: edition.id, at: iso });
      toast.success(scheduled.status === "scheduled" ? "Edition scheduled." : "Sending started.");
    } catch (error) {
      reportError(error);
      const message = isApiError(error) ? error.fieldErrors?.at : undefined;
      if (message) setAtError(message);
    }
  };

  return (
    <div className="flex flex-wrap items-start gap-3">
      <Button onClick={onSendNow} disabled={send.isPending} className="sm:mt-8">
        Send now
      </Button>
      <TextInput
        label="Or send at"
        type="datetime-local"
        value={at}
        onChange={(event) => setAt(event.target.value)}
        hint="Your local time."
        error={atError}
        className="min-w-0 basis-56"
      />
      <Button variant="secondary" onClick={schedule} loading={send.isPending} className="sm:mt-8">
        Schedule
      </Button>
    </div>
  );
}
