import type { AttendanceReport } from "@sector/shared";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { inputClassName } from "../../../components/ui/field";
import { isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useImportAttendance } from "../api/import-attendance";

const FORMAT_NAMES: Record<AttendanceReport["format"], string> = {
  zoom: "Zoom report",
  teams: "Teams report",
  generic: "CSV with an email column",
};

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** What the import did, in words, and the addresses it could not match to a registration. */
export function AttendanceReportView({ report }: { report: AttendanceReport }) {
  return (
    <div className="mt-4 space-y-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
      <p>
        Read {plural(report.rows, "row", "rows")} ({FORMAT_NAMES[report.format]}):{" "}
        <strong className="font-semibold">
          {report.attended.toLocaleString("en-US")} attended
        </strong>
        ,{" "}
        <strong className="font-semibold">{report.no_show.toLocaleString("en-US")} no-show</strong>.
      </p>
      {report.unknown.length === 0 ? (
        <p>Every address in the file is registered.</p>
      ) : (
        <div>
          <p>
            {plural(report.unknown.length, "address", "addresses")} in the file{" "}
            {report.unknown.length === 1 ? "is" : "are"} not registered (left out):
          </p>
          <ul
            aria-label="Unknown addresses"
            className="mt-1.5 list-disc space-y-0.5 pl-5 break-all"
          >
            {report.unknown.map((address) => (
              <li key={address}>{address}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * Attendance from a Zoom or Teams attendance report (CSV): every registered member becomes
 * attended or a no-show; the report says how many of each, and which addresses in the file
 * matched nobody registered. The event's counts are asked for again after.
 */
export function AttendanceImport({ eventId }: { eventId: number }) {
  const headingId = useId();
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<AttendanceReport | null>(null);
  const importing = useImportAttendance();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError("Choose the attendance file first.");
      fileInput.current?.focus();
      return;
    }
    setError(null);
    try {
      const result = await importing.mutateAsync({ eventId, file });
      setReport(result);
      toast.success("Attendance imported.");
    } catch (failure) {
      console.error(failure);
      setError(
        (isApiError(failure) && failure.serverMessage) ||
          "The attendance could not be imported. Please try again.",
      );
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Attendance
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Import the attendance report of the Zoom or Teams meeting (CSV): registered members in it
        are marked attended, the others no-show. Importing again replaces the attendance.
      </p>
      <form
        noValidate
        onSubmit={submit}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="min-w-0 flex-1 sm:max-w-md">
          <label htmlFor={fileInputId} className="block text-sm/6 font-medium text-slate-800">
            Attendance file (CSV)
          </label>
          <input
            id={fileInputId}
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fileInputId}-error` : undefined}
            className={inputClassName(Boolean(error), "mt-1.5")}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
          />
        </div>
        <Button type="submit" loading={importing.isPending}>
          Import attendance
        </Button>
      </form>
      {error && (
        <p id={`${fileInputId}-error`} role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
      <div aria-live="polite">{report && <AttendanceReportView report={report} />}</div>
    </section>
  );
}
