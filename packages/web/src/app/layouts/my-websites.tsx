import type { UserBrand } from "@sector/shared";
import { useId } from "react";
import { NavLink } from "react-router";
import { GlobeIcon } from "../../components/ui/icons";
import { companyResourcesPath } from "../../features/companies/company-paths";
import { navLinkClass } from "./nav-link-class";

export interface MyWebsitesProps {
  /** The company the user joined through: its feed is the Dashboard, so it is left out. */
  joinedThru: number | null;
  brands: readonly UserBrand[];
  onNavigate?: () => void;
}

/**
 * Sidebar group for a member of several brands: the feeds of the brands they joined after the
 * first (filtered by the preferences saved there), which Explore More leaves out.
 */
export function MyWebsites({ joinedThru, brands, onNavigate }: MyWebsitesProps) {
  // The drawer and the wide sidebar can both be in the page: each needs its own id.
  const headingId = useId();
  const others = brands.filter((brand) => brand.id !== joinedThru);
  if (others.length === 0) return null;
  return (
    <div className="mt-6">
      <h2
        id={headingId}
        className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        My Websites
      </h2>
      <ul aria-labelledby={headingId} className="mt-1 space-y-1">
        {others.map((brand) => (
          <li key={brand.id}>
            <NavLink to={companyResourcesPath(brand)} onClick={onNavigate} className={navLinkClass}>
              <GlobeIcon className="size-5 shrink-0" />
              {brand.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
