import type { EventRegistration } from "@sector/shared";
import { badgeClassName } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";

export interface RegistrationControlProps {
  title: string;
  /** The member's registration for this event, if any (a cancelled one counts as none). */
  registration: EventRegistration | null;
  onRegister: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/**
 * Under an upcoming event's card: Register, or where the member stands ("Registered ✓",
 * "Waitlisted") with Cancel. The buttons name the event for screen readers: a feed holds many.
 */
export function RegistrationControl({
  title,
  registration,
  onRegister,
  onCancel,
  busy = false,
}: RegistrationControlProps) {
  const status = registration?.status === "cancelled" ? null : (registration?.status ?? null);
  if (!status) {
    return (
      <div className="flex">
        <Button size="sm" loading={busy} onClick={onRegister}>
          Register<span className="sr-only"> for {title}</span>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-3">
      <span className={badgeClassName(status === "registered" ? "green" : "amber")}>
        {status === "registered" ? "Registered ✓" : "Waitlisted"}
      </span>
      <Button size="sm" variant="ghost" disabled={busy} onClick={onCancel}>
        Cancel<span className="sr-only"> registration for {title}</span>
      </Button>
    </div>
  );
}
