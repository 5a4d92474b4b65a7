import { useId } from "react";
import { Button } from "../../../components/ui/button";
import { saveFile } from "../../../lib/save-file";
import { toast } from "../../../lib/toast";

export interface RecoveryCodesProps {
  codes: string[];
  /** The reader has saved them: the codes are gone for good once this runs. */
  onDone: () => void;
  doneLabel?: string;
}

/**
 * The recovery codes, shown once right after enrolment: each signs in once without the app.
 * They can be downloaded as a text file (one a line) or copied.
 */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel = "I have saved my codes",
}: RecoveryCodesProps) {
  const headingId = useId();
  const text = `${codes.join("\n")}\n`;

  const download = () =>
    saveFile(new Blob([text], { type: "text/plain" }), "sector-portal-recovery-codes.txt");

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Recovery codes copied.");
    } catch (error) {
      console.error(error);
      toast.error("The codes could not be copied. Download them instead.");
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Your recovery codes
      </h3>
      <p className="text-sm text-slate-600">
        Two-factor sign-in is on. Keep these codes somewhere safe: each one signs you in once if you
        lose your phone. They are shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-4 font-mono text-sm text-slate-900 ring-1 ring-slate-200 ring-inset"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={download}>
          Download codes
        </Button>
        <Button variant="secondary" onClick={copy}>
          Copy
        </Button>
        <Button onClick={onDone}>{doneLabel}</Button>
      </div>
    </section>
  );
}
