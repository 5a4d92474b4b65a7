import type { Resource } from "@sector/shared";
import { PencilIcon } from "../../../components/ui/icons";
import {
  SortableHeaderCell,
  Table,
  TableActionButton,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableMessageRow,
} from "../../../components/ui/table";
import { formatArchiveDate } from "../../../lib/dates";
import type { SortOrder } from "../api/get-resources";
import type { ArchiveSortColumn } from "../hooks/use-archive-state";

export interface ArchiveTableProps {
  resources: Resource[] | undefined;
  isPending: boolean;
  isRefreshing: boolean;
  createSortOrder: SortOrder | null;
  updateSortOrder: SortOrder | null;
  onSort: (column: ArchiveSortColumn) => void;
  onEdit: (resource: Resource) => void;
}

const creatorName = (resource: Resource) =>
  resource.user ? `${resource.user.firstname} ${resource.user.lastname}`.trim() : "--";

/** Fixed widths: the columns stay put between 'Loading...', empty and filled pages. */
const ARCHIVE_COLUMNS = ["w-[32%]", "w-[19%]", "w-[19%]", "w-[16%]", "w-[14%]"] as const;

/** Title, Creation, Updation, Company Name and Edit, five rows a page. */
export function ArchiveTable({
  resources,
  isPending,
  isRefreshing,
  createSortOrder,
  updateSortOrder,
  onSort,
  onEdit,
}: ArchiveTableProps) {
  return (
    <Table
      label="Resources"
      busy={isRefreshing}
      minWidthClass="sm:min-w-[48rem]"
      columns={ARCHIVE_COLUMNS}
      stacked
    >
      <TableHead>
        <TableHeaderCell>Title</TableHeaderCell>
        <SortableHeaderCell direction={createSortOrder} onSort={() => onSort("create")}>
          Creation
        </SortableHeaderCell>
        <SortableHeaderCell direction={updateSortOrder} onSort={() => onSort("update")}>
          Updation
        </SortableHeaderCell>
        <TableHeaderCell>Company Name</TableHeaderCell>
        <TableHeaderCell>
          <span className="sr-only">Edit</span>
        </TableHeaderCell>
      </TableHead>
      <TableBody>
        {isPending ? (
          <TableMessageRow colSpan={5}>Loading...</TableMessageRow>
        ) : !resources || resources.length === 0 ? (
          <TableMessageRow colSpan={5}>No data Available</TableMessageRow>
        ) : (
          resources.map((resource) => {
            const lastEdit = resource.updated_by.at(-1);
            return (
              <tr key={resource.id} className="hover:bg-slate-50/60">
                <TableCell className="font-medium text-slate-900">
                  <a
                    href={resource.resource_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="line-clamp-2 rounded break-words hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {resource.title}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                  {resource.sponsor && (
                    <span className="mt-0.5 block truncate text-xs font-normal text-slate-500">
                      Sponsored by {resource.sponsor.name}
                    </span>
                  )}
                </TableCell>
                <TableCell label="Creation" className="whitespace-nowrap">
                  <span className="block tabular-nums text-slate-900">
                    {formatArchiveDate(resource.createdAt)}
                  </span>{" "}
                  <span className="block text-xs text-slate-500">{creatorName(resource)}</span>
                </TableCell>
                <TableCell label="Updation" className="whitespace-nowrap">
                  {lastEdit ? (
                    <>
                      <span className="block tabular-nums text-slate-900">
                        {formatArchiveDate(resource.updatedAt)}
                      </span>{" "}
                      <span className="block text-xs text-slate-500">{lastEdit.name}</span>
                    </>
                  ) : (
                    <>
                      <span aria-hidden="true">--</span>
                      <span className="sr-only">Never edited</span>
                    </>
                  )}
                </TableCell>
                <TableCell label="Company Name" className="truncate">
                  {resource.company.name}
                </TableCell>
                <TableCell className="text-right">
                  <TableActionButton onClick={() => onEdit(resource)}>
                    <PencilIcon className="size-4" />
                    Edit
                    <span className="sr-only"> {resource.title}</span>
                  </TableActionButton>
                </TableCell>
              </tr>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
