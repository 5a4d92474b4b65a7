import type { Segment } from "@sector/shared";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { PlusIcon } from "../../components/ui/icons";
import { PageHeader } from "../../components/ui/page-header";
import { idNameOptions, Select } from "../../components/ui/select";
import { useDeleteSegment } from "../../features/segments/api/delete-segment";
import { useSegments } from "../../features/segments/api/list-segments";
import { SegmentFormModal } from "../../features/segments/components/segment-form-modal";
import { SegmentsTable } from "../../features/segments/components/segments-table";
import { useCompanies } from "../../lib/api/get-companies";
import { reportError } from "../../lib/report-error";
import { toast } from "../../lib/toast";

/**
 * /segments (staff): a brand's saved segments with the members each reaches now per purpose;
 * make, edit (the builder, with its live count) and delete them.
 */
export default function SegmentsRoute() {
  const { data: companies } = useCompanies();
  const [chosenBrand, setChosenBrand] = useState<number | null>(null);
  const companyId = chosenBrand ?? companies?.[0]?.id ?? null;
  const list = useSegments(companyId);
  const remove = useDeleteSegment();
  // The segment in a modal stays named while the modal fades out.
  const [formOpen, setFormOpen] = useState(false);
  const [edited, setEdited] = useState<Segment | null>(null);
  const [deleting, setDeleting] = useState<Segment | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success("Segment deleted.");
    } catch (error) {
      reportError(error);
    }
    setDeleting(null);
  };

  return (
    <>
      <PageHeader
        title="Segments"
        subtitle="Saved audiences of a brand's members, for mailings"
        actions={
          <Button
            onClick={() => {
              setEdited(null);
              setFormOpen(true);
            }}
            disabled={companyId === null}
          >
            <PlusIcon className="size-4" />
            New segment
          </Button>
        }
      />
      <div className="space-y-6">
        <Select
          label="Brand"
          value={companyId}
          onChange={setChosenBrand}
          options={idNameOptions(companies)}
          placeholder="Select a brand"
          className="max-w-xs"
        />
        <SegmentsTable
          segments={list.data}
          isPending={companyId === null || list.isPending}
          onEdit={(segment) => {
            setEdited(segment);
            setFormOpen(true);
          }}
          onDelete={setDeleting}
        />
      </div>
      {companyId !== null && (
        <SegmentFormModal
          open={formOpen}
          companyId={companyId}
          segment={edited}
          onClose={() => setFormOpen(false)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message="Delete this segment?"
        description={
          deleting
            ? `"${deleting.name}" will be gone; mailings made with it keep their rules.`
            : undefined
        }
        confirmLabel="Delete segment"
        cancelLabel="Keep it"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
