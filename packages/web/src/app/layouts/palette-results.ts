import type { Role } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { useDebounce } from "use-debounce";
import { BuildingIcon, DocumentIcon, UserIcon } from "../../components/ui/icons";
import { matchesWords, type PaletteItem } from "../../features/command-palette/palette-item";
import { companyResourcesPath } from "../../features/companies/company-paths";
import { searchResources } from "../../features/search/api/search-resources";
import { searchPath } from "../../features/search/search-path";
import { getUsers } from "../../features/users/api/get-users";
import { useCompanies } from "../../lib/api/get-companies";

/** Results of each kind the palette shows at most. */
export const PALETTE_LIMIT = 5;
/** Typing pauses this long before the server is asked. */
export const PALETTE_DEBOUNCE_MS = 200;

/** Members a search finds (admins only: nobody else may list users), as palette items. */
function useMemberItems(words: string, enabled: boolean): PaletteItem[] {
  const { data } = useQuery({
    queryKey: ["palette", "members", words],
    queryFn: ({ signal }) => getUsers({ page: 1, pageSize: PALETTE_LIMIT, search: words }, signal),
    enabled: enabled && words.length > 0,
    staleTime: 30_000,
  });
  return (data?.users ?? []).map((user) => ({
    key: `member:${user.id}`,
    kind: "member",
    label: `${user.firstname} ${user.lastname}`,
    detail: user.email,
    to: `/users?${new URLSearchParams({ search: user.email })}`,
    icon: UserIcon,
  }));
}

/** Resources the library's search finds, as palette items opening their search results. */
function useResourceItems(words: string): PaletteItem[] {
  const { data } = useQuery({
    queryKey: ["palette", "resources", words],
    queryFn: ({ signal }) => searchResources({ q: words, companyId: null, cursor: null }, signal),
    enabled: words.length > 0,
    staleTime: 30_000,
  });
  return (data?.data ?? []).slice(0, PALETTE_LIMIT).map((resource) => ({
    key: `resource:${resource.id}`,
    kind: "resource",
    label: resource.title,
    detail: resource.company_name,
    to: searchPath(resource.title),
    icon: DocumentIcon,
  }));
}

/**
 * What the command palette finds for the words typed, beyond the screens: members (admins), brands
 * (roles that may open a brand's resources) and resources (everyone), each at most
 * PALETTE_LIMIT, asked of the server once typing pauses.
 */
export function usePaletteResults(typed: string, role: Role): PaletteItem[] {
  const [words] = useDebounce(typed.trim(), PALETTE_DEBOUNCE_MS);
  // Employees open no brand's page (SPEC section 2: admin or user). Nothing is asked before
  // something is typed: a closed palette costs no request.
  const findsBrands = role !== "employee" && typed.trim() !== "";
  const { data: companies } = useCompanies({ enabled: findsBrands });
  const members = useMemberItems(words, role === "admin");
  const resources = useResourceItems(words);
  const brands: PaletteItem[] = !findsBrands
    ? []
    : (companies ?? [])
        .filter((company) => matchesWords(company.name, typed))
        .slice(0, PALETTE_LIMIT)
        .map((company) => ({
          key: `brand:${company.id}`,
          kind: "brand",
          label: company.name,
          to: companyResourcesPath(company),
          icon: BuildingIcon,
        }));
  return [...members, ...brands, ...resources];
}
