import { PageHeader } from "../../components/ui/page-header";
import { LeadFiltersForm } from "../../features/leads/components/lead-filters-form";
import { useCompanies } from "../../lib/api/get-companies";

/** /leads (admin): count and export the members of a brand that match the filters. */
export default function LeadsRoute() {
  const { data: companies, isPending } = useCompanies();
  return (
    <>
      <PageHeader title="Leads" subtitle="Members a brand may contact, as a CSV file" />
      <LeadFiltersForm companies={companies} companiesPending={isPending} />
    </>
  );
}
