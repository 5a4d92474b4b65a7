import { SUPPRESSIONS_PAGE_SIZE, type Suppression, type SuppressionReason } from "@sector/shared";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { PlusIcon } from "../../components/ui/icons";
import { PageHeader } from "../../components/ui/page-header";
import { Pager, pageCount } from "../../components/ui/pager";
import { useDeleteSuppression } from "../../features/suppressions/api/delete-suppression";
import { useSuppressions } from "../../features/suppressions/api/get-suppressions";
import { AddSuppressionModal } from "../../features/suppressions/components/add-suppression-modal";
import { SuppressionsTable } from "../../features/suppressions/components/suppressions-table";
import { SuppressionsToolbar } from "../../features/suppressions/components/suppressions-toolbar";
import { reportError } from "../../lib/report-error";
import { toast } from "../../lib/toast";

/** /suppressions (admin): the addresses that get no marketing mail, and why. */
export default function SuppressionsRoute() {
  const [q, setQ] = useState("");
  const [reason, setReason] = useState<SuppressionReason | null>(null);
  const [page, setPage] = useState(1);
  const { data, isPending, isPlaceholderData } = useSuppressions({ q, reason, page });
  const remove = useDeleteSuppression();
  const [adding, setAdding] = useState(false);
  // The row asked about stays named while the dialog fades out.
  const [removing, setRemoving] = useState<Suppression | null>(null);
  const [confirming, setConfirming] = useState(false);
  const totalPages = pageCount(data?.total ?? 0, SUPPRESSIONS_PAGE_SIZE);

  // Rows removed meanwhile can leave the page past the end: go back to the last one.
  if (data && !isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);

  return (
    <>
      <PageHeader
        title="Suppressions"
        subtitle="Addresses that get no newsletters or other marketing mail"
        actions={
          <Button onClick={() => setAdding(true)}>
            <PlusIcon className="size-4" />
            Add address
          </Button>
        }
      />
      <SuppressionsToolbar
        onSearch={(text) => {
          if (text === q) return;
          setQ(text);
          setPage(1);
        }}
        reason={reason}
        onReasonChange={(next) => {
          setReason(next);
          setPage(1);
        }}
      />
      <SuppressionsTable
        suppressions={data?.suppressions}
        isPending={isPending}
        isRefreshing={isPlaceholderData}
        filtered={q !== "" || reason !== null}
        onRemove={(suppression) => {
          setRemoving(suppression);
          setConfirming(true);
        }}
      />
      <Pager
        className="mt-4"
        label="Suppression pages"
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
      />

      <AddSuppressionModal
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => setAdding(false)}
      />
      <ConfirmDialog
        open={confirming}
        message="Remove this address?"
        description={`${removing?.email ?? ""} may get newsletters and other marketing mail again.`}
        confirmLabel="Remove"
        cancelLabel="Cancel"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.id);
            toast.success("Address removed.");
            setConfirming(false);
          } catch (error) {
            reportError(error);
          }
        }}
      />
    </>
  );
}
