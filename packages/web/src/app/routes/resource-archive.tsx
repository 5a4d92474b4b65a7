import { ARCHIVE_PAGE_SIZE, type Resource } from "@sector/shared";
import { useState } from "react";
import { PageHeader } from "../../components/ui/page-header";
import { Pager, pageCount } from "../../components/ui/pager";
import { archiveQueryKey, useResources } from "../../features/resources/api/get-resources";
import { ArchiveTable } from "../../features/resources/components/archive-table";
import { ArchiveToolbar } from "../../features/resources/components/archive-toolbar";
import { EditResourceModal } from "../../features/resources/components/edit-resource-modal";
import { useArchiveState } from "../../features/resources/hooks/use-archive-state";

/** /emp-resources (admin, employee): every uploaded resource, searchable and editable. */
export default function ResourceArchiveRoute() {
  const archive = useArchiveState();
  const { params } = archive;
  const { data, isPending, isPlaceholderData } = useResources(params);
  const [editing, setEditing] = useState<Resource | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const totalPages = pageCount(data?.totalResources ?? 0, ARCHIVE_PAGE_SIZE);

  // Rows removed meanwhile can leave the page past the end: go back to the last one.
  if (data && !isPlaceholderData && totalPages > 0 && params.page > totalPages) {
    archive.setPage(totalPages);
  }

  return (
    <>
      <PageHeader title="Resources" subtitle="Uploaded Resource Library" />
      <ArchiveToolbar
        searchText={archive.searchText}
        onSearchTextChange={archive.setSearchText}
        companyId={params.companyId}
        onCompanyChange={archive.setCompanyId}
        onClear={archive.clearFilter}
      />
      <ArchiveTable
        resources={data?.resources}
        isPending={isPending}
        isRefreshing={isPlaceholderData}
        createSortOrder={params.createSortOrder}
        updateSortOrder={params.updateSortOrder}
        onSort={archive.sortBy}
        onEdit={(resource) => {
          setEditing(resource);
          setModalOpen(true);
        }}
      />
      <Pager
        className="mt-4"
        label="Resource pages"
        page={params.page}
        totalPages={totalPages}
        onPageChange={archive.setPage}
      />
      <EditResourceModal
        open={modalOpen}
        resource={editing}
        pageKey={archiveQueryKey(params)}
        onClose={() => setModalOpen(false)}
      />
    </>
  );
}
