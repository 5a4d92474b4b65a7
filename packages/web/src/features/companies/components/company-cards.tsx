import { useCompanies } from "../../../lib/api/get-companies";
import { CompanyCard } from "./company-card";

/** Every company as a card, with 'Loading...' and 'No companies found'. */
export function CompanyCards() {
  const { data: companies, isPending } = useCompanies();

  if (isPending) {
    return (
      <p role="status" className="py-16 text-center text-sm text-slate-500">
        Loading...
      </p>
    );
  }
  if (!companies || companies.length === 0) {
    return <p className="py-16 text-center text-sm text-slate-500">No companies found</p>;
  }
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {companies.map((company) => (
        <li key={company.id}>
          <CompanyCard company={company} />
        </li>
      ))}
    </ul>
  );
}
