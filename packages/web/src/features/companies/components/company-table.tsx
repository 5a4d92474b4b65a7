import type { Company } from "@sector/shared";
import { ArrowTopRightIcon, PencilIcon, PlusIcon } from "../../../components/ui/icons";
import {
  Table,
  TableActionButton,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableMessageRow,
} from "../../../components/ui/table";
import { useCompanies } from "../../../lib/api/get-companies";

export interface CompanyTableProps {
  onEdit: (company: Company) => void;
  onAddPreferences: (company: Company) => void;
  /** When given, each row has a 'Consent wording' button. */
  onEditConsentWording?: (company: Company) => void;
}

/** Fixed widths: the columns stay put between 'Loading...' and the filled list. */
const COMPANY_COLUMNS = ["w-[20%]", "w-[16%]", "w-auto", "w-64"] as const;

/** The companies: name, number of preferences (with a control to add more), base URL, Edit. */
export function CompanyTable({
  onEdit,
  onAddPreferences,
  onEditConsentWording,
}: CompanyTableProps) {
  const { data: companies, isPending } = useCompanies();
  const rows = companies ?? [];

  return (
    <Table label="Companies" minWidthClass="sm:min-w-[44rem]" columns={COMPANY_COLUMNS} stacked>
      <TableHead>
        <TableHeaderCell>Company Name</TableHeaderCell>
        <TableHeaderCell>Preferences</TableHeaderCell>
        <TableHeaderCell>Base URL</TableHeaderCell>
        <TableHeaderCell>
          <span className="sr-only">Actions</span>
        </TableHeaderCell>
      </TableHead>
      <TableBody>
        {rows.length === 0 ? (
          <TableMessageRow colSpan={4}>
            {isPending ? "Loading..." : "No companies found"}
          </TableMessageRow>
        ) : (
          rows.map((company) => (
            <tr key={company.id} className="hover:bg-slate-50/60">
              <TableCell className="font-semibold text-slate-900">{company.name}</TableCell>
              <TableCell label="Preferences">
                <div className="flex items-center gap-2">
                  <span className="min-w-8 tabular-nums" data-testid="preference-count">
                    {company.preferenceCount}
                  </span>
                  <TableActionButton onClick={() => onAddPreferences(company)}>
                    <PlusIcon className="size-4" />
                    <span className="sr-only">Add preferences to {company.name}</span>
                  </TableActionButton>
                </div>
              </TableCell>
              <TableCell label="Base URL" className="truncate">
                <a
                  href={company.base_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex max-w-full items-center gap-1 truncate rounded text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="truncate">{company.base_url}</span>
                  <ArrowTopRightIcon className="size-3.5 shrink-0" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </TableCell>
              <TableCell className="text-right whitespace-nowrap max-sm:-ml-2">
                {onEditConsentWording && (
                  <TableActionButton onClick={() => onEditConsentWording(company)}>
                    Consent wording
                    <span className="sr-only"> of {company.name}</span>
                  </TableActionButton>
                )}
                <TableActionButton onClick={() => onEdit(company)}>
                  <PencilIcon className="size-4" />
                  Edit
                  <span className="sr-only"> {company.name}</span>
                </TableActionButton>
              </TableCell>
            </tr>
          ))
        )}
      </TableBody>
    </Table>
  );
}
