import { Button } from "../../../components/ui/button";
import { SearchInput } from "../../../components/ui/search-input";
import { idNameOptions, Select } from "../../../components/ui/select";
import { useCompanies } from "../../../lib/api/get-companies";

export interface ArchiveToolbarProps {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  companyId: number | null;
  onCompanyChange: (id: number | null) => void;
  onClear: () => void;
}

/** Search box, company dropdown and 'Clear Filter'. */
export function ArchiveToolbar({
  searchText,
  onSearchTextChange,
  companyId,
  onCompanyChange,
  onClear,
}: ArchiveToolbarProps) {
  const { data: companies } = useCompanies();
  return (
    <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_14rem_auto] sm:items-end">
      <SearchInput
        label="Search"
        showLabel
        placeholder="Search by title or company"
        value={searchText}
        onChange={(event) => onSearchTextChange(event.target.value)}
      />
      <Select
        label="Company"
        placeholder="Select a company"
        value={companyId}
        onChange={onCompanyChange}
        options={idNameOptions(companies)}
      />
      <Button variant="secondary" onClick={onClear} className="sm:h-10">
        Clear Filter
      </Button>
    </div>
  );
}
