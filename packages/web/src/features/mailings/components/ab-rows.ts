import type { MailingAbReport } from "@sector/shared";

export interface AbRow {
  /** "Subject A" or "Subject B" (the winner marked). */
  name: string;
  arm: "a" | "b";
  subject: string;
  recipients: number;
  sent: number;
  unique_clicks: number;
}

/** Both arms of the test, A first, the winner's name marked once chosen. */
export function abRows(ab: MailingAbReport): AbRow[] {
  return (["a", "b"] as const).map((arm) => ({
    name: `Subject ${arm.toUpperCase()}${ab.winner === arm ? " (winner)" : ""}`,
    arm,
    ...ab[arm],
  }));
}
