import { registrationPath } from "@sector/shared";
import { Link } from "react-router";
import { useCompanyBrand } from "../../../lib/api/get-company-brand";
import { DEFAULT_JOIN_BRAND } from "../../../lib/login-arrival";
import { useHydrated } from "../../../lib/use-hydrated";

export interface JoinCommunityLinkProps {
  /** The code of the brand the visitor came from; null: the default brand. */
  brand: string | null;
}

/**
 * "Not a member yet? Join the CIO community": back to the registration page of the brand the
 * visitor came from, once it is known to exist; the first sector brand otherwise.
 */
export function JoinCommunityLink({ brand }: JoinCommunityLinkProps) {
  const hydrated = useHydrated();
  const wanted = hydrated && brand !== DEFAULT_JOIN_BRAND ? brand : null;
  // Cached from the registration page the visitor just left; one public lookup otherwise.
  const company = useCompanyBrand(wanted).data;
  const name = wanted && company ? company.name : DEFAULT_JOIN_BRAND.toUpperCase();
  return (
    <p>
      Not a member yet?{" "}
      <Link
        to={registrationPath(name)}
        className="rounded-sm font-semibold text-brand-600 hover:text-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Join the {name} community
      </Link>
    </p>
  );
}
