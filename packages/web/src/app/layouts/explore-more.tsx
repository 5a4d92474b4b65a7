import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import type { UserBrand } from "@sector/shared";
import { NavLink, useLocation } from "react-router";
import { ChevronDownIcon, GlobeIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import { companyResourcesPath } from "../../features/companies/company-paths";
import { useCompanies } from "../../lib/api/get-companies";
import { navLinkClass } from "./nav-link-class";

export interface ExploreMoreProps {
  /** The company the user joined through; left out of the list. */
  joinedThru: number | null;
  /** Every brand the user belongs to (the one joined through among them); left out too. */
  brands: readonly UserBrand[];
  onNavigate?: () => void;
}

/**
 * Sidebar group for role user: the resources of every company the user does not belong to
 * (with one brand, every company except the one joined through, as SPEC section 2 says).
 */
export function ExploreMore({ joinedThru, brands, onNavigate }: ExploreMoreProps) {
  const { pathname } = useLocation();
  const { data: companies, isPending } = useCompanies();
  const own = new Set([joinedThru, ...brands.map((brand) => brand.id)]);
  const others = (companies ?? []).filter((company) => !own.has(company.id));

  return (
    <Disclosure as="div" className="mt-6" defaultOpen={pathname.startsWith("/resources/")}>
      <DisclosureButton className="group flex w-full items-center justify-between rounded-md px-3 py-2 text-sm/6 font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600">
        Explore More
        <ChevronDownIcon className="size-4 text-slate-500 transition-transform group-data-open:rotate-180" />
      </DisclosureButton>
      <DisclosurePanel as="ul" className="mt-1 space-y-1 pl-2">
        {isPending ? (
          <li className="px-3 py-2">
            <Spinner size="sm" />
          </li>
        ) : (
          others.map((company) => (
            <li key={company.id}>
              <NavLink
                to={companyResourcesPath(company)}
                onClick={onNavigate}
                className={navLinkClass}
              >
                <GlobeIcon className="size-5 shrink-0" />
                {company.name}
              </NavLink>
            </li>
          ))
        )}
      </DisclosurePanel>
    </Disclosure>
  );
}
