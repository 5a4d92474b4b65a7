import { z } from "zod/mini";
import { brandingShape } from "./branding";
import { idSchema, requiredString, webUrlField } from "./fields";

/** Body of POST /company/fetch-company: a brand code such as CIO (case-insensitive). */
export const fetchCompanySchema = z.object({
  company_name: requiredString("Company name is required.", 100),
});

/**
 * The Add Company and Edit Company forms: the SPEC's three fields, all required, and the
 * optional branding of the company's registration page (./branding.ts). A body without
 * branding leaves it as it is (edit) or takes the defaults (add).
 */
export const companySchema = z.object({
  name: requiredString("Name is required.", 100),
  base_url: webUrlField("Base URL is required.", "Base URL must be a valid http(s) URL."),
  logo_url: webUrlField("Logo URL is required.", "Logo URL must be a valid http(s) URL."),
  ...brandingShape,
});
export type CompanyInput = z.input<typeof companySchema>;
export type CompanyData = z.output<typeof companySchema>;

/** Path of PUT /company/{id}. */
export const companyParamsSchema = z.object({
  id: idSchema("Invalid company id."),
});
