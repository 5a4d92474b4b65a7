import type { Company } from "@sector/shared";

/** /resources/{companyName}/{companyId}: the resource feed of one company. */
export function companyResourcesPath(company: Pick<Company, "id" | "name">): string {
  return `/resources/${encodeURIComponent(company.name)}/${company.id}`;
}
