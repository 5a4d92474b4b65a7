import type { Company, CompanyBrand } from "@sector/shared";
import type { companies } from "../db/schema";

export type CompanyRow = typeof companies.$inferSelect;
type CardFields = Pick<CompanyRow, "id" | "name" | "baseUrl" | "logoUrl" | "description">;
type BrandFields = CardFields & Pick<CompanyRow, "primaryColor" | "accentColor" | "tagline">;

/** A company card and list row: what the admin dashboard, company table and menus show. */
export const presentCompany = (company: CardFields & { preferenceCount: number }): Company => ({
  id: company.id,
  name: company.name,
  base_url: company.baseUrl,
  logo_url: company.logoUrl,
  description: company.description,
  preferenceCount: company.preferenceCount,
});

/** A company as its public registration page brands itself with it. */
export const presentCompanyBrand = (company: BrandFields): CompanyBrand => ({
  id: company.id,
  name: company.name,
  base_url: company.baseUrl,
  logo_url: company.logoUrl,
  description: company.description,
  primary_color: company.primaryColor,
  accent_color: company.accentColor,
  tagline: company.tagline,
});
