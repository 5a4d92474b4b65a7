import type { Company } from "@sector/shared";
import { Link } from "react-router";
import { ArchiveIcon, ArrowTopRightIcon } from "../../../components/ui/icons";
import { useSignedInUser } from "../../../lib/auth-store";
import { companyResourcesPath } from "../company-paths";
import { CompanyLogo } from "./company-logo";

const linkClass =
  "inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** '{name} Website' (SPEC section 2, Admin Dashboard). */
export const companyCardDescription = (company: Pick<Company, "name">) => `${company.name} Website`;

/**
 * A company (website) card: logo (in a wide tile: logos are wordmarks), name, description, base URL, a Website link and a
 * Resources link. Employees never see the Resources link (SPEC section 6), whichever
 * screen shows the card.
 */
export function CompanyCard({ company }: { company: Company }) {
  const { role } = useSignedInUser();
  const description = companyCardDescription(company);
  return (
    <article
      aria-labelledby={`company-${company.id}-name`}
      className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      {/* Brand logos are wordmarks: a wide tile shows them whole instead of a 64 px square. */}
      <CompanyLogo name={company.name} src={company.logo_url} className="h-20 w-full" />
      <div className="mt-4 flex items-start gap-4">
        <div className="min-w-0">
          <h2
            id={`company-${company.id}-name`}
            className="truncate text-lg font-semibold text-slate-900"
          >
            {company.name}
          </h2>
          <p className="text-sm text-slate-600">{description}</p>
          <p className="mt-1 truncate text-sm text-slate-500" title={company.base_url}>
            {company.base_url}
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <a href={company.base_url} target="_blank" rel="noopener noreferrer" className={linkClass}>
          <ArrowTopRightIcon className="size-4" />
          Website
          <span className="sr-only"> of {company.name} (opens in a new tab)</span>
        </a>
        {role !== "employee" && (
          <Link to={companyResourcesPath(company)} className={linkClass}>
            <ArchiveIcon className="size-4" />
            Resources
            <span className="sr-only"> of {company.name}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
