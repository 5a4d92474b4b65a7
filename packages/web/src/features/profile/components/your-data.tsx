import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { reportError } from "../../../lib/report-error";
import { useDownloadMyData } from "../api/download-my-data";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** "Your data": a copy of everything held about the member, and the erasure of the account. */
export function YourData() {
  const headingId = useId();
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);

  const downloadMyData = async () => {
    try {
      await download.mutateAsync();
    } catch (error) {
      reportError(error, "Your data could not be downloaded. Please try again.");
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-xl bg-white px-5 py-6 shadow-sm ring-1 ring-slate-200 sm:px-8"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Your data
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Download a copy of everything we hold about you (profile, communities, topics, consents and
        the resources you opened), or delete your account for good.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={downloadMyData} loading={download.isPending}>
          Download my data
        </Button>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}
