import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useDemoData } from "../api/get-demo-data";
import { useRemoveDemoData } from "../api/remove-demo-data";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The admin dashboard's note that this portal still shows the sample content of its first
 * start, with what it is and one click (confirmed) to remove it. Nothing while there is none.
 */
export function DemoDataNotice() {
  const headingId = useId();
  const { data } = useDemoData();
  const remove = useRemoveDemoData();
  const [confirming, setConfirming] = useState(false);

  if (!data?.present) return null;
  const what = [
    plural(data.resources, "resource", "resources"),
    plural(data.members, "member", "members"),
    plural(data.editions, "sent newsletter edition", "sent newsletter editions"),
  ].join(", ");

  const confirm = async () => {
    try {
      await remove.mutateAsync();
      toast.success("Demo data removed.");
    } catch (failure) {
      reportError(failure);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mb-8 flex flex-col gap-4 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="min-w-0">
        <h2 id={headingId} className="text-base font-semibold text-amber-900">
          This portal shows demo content
        </h2>
        <p className="mt-1 text-sm text-amber-900">
          Loaded on its first start so the feeds, insights and newsletters have something to show:{" "}
          {what}. Demo members cannot sign in, and no mail was sent to anyone.
        </p>
      </div>
      <Button variant="secondary" className="shrink-0" onClick={() => setConfirming(true)}>
        Remove demo data
      </Button>
      <ConfirmDialog
        open={confirming}
        message="Remove all demo data?"
        description={`This deletes ${what}, with their opens, for good. Everything else stays as it is.`}
        confirmLabel="Remove demo data"
        cancelLabel="Cancel"
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        busy={remove.isPending}
      />
    </section>
  );
}
