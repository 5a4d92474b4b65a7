import { type BrandBootstrap, type CompanyBrand, registrationCodeOf } from "@sector/shared";
import type { QueryClient } from "@tanstack/react-query";
import { companyBrandQueryKey } from "./api/get-company-brand";

/** The id of the `<script type="application/json">` a server-rendered registration page carries. */
export const BRAND_BOOTSTRAP_ID = "brand-bootstrap";

const isBootstrap = (value: unknown): value is BrandBootstrap =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as BrandBootstrap).code === "string" &&
  typeof (value as BrandBootstrap).company === "object";

/** The bootstrap a server-rendered page carries, or null (any other page, or unreadable). */
export function readBrandBootstrap(doc: Document): BrandBootstrap | null {
  const text = doc.getElementById(BRAND_BOOTSTRAP_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isBootstrap(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Puts the page's company (or its absence) into the query cache before the first render, on
 * the server as in the browser: both renders then show the same page, so the browser adopts the
 * server's markup as it is, with no request and no flash of other branding.
 *
 * `pathname` is the page's own path. The Not found page (no company) is one page for every code
 * that names no brand: the server renders it once and sends it for all of them, whatever code it
 * was rendered with. Its absence is seeded under the code of the page's own path, which is the
 * one the registration screen asks for.
 */
export function seedBrandBootstrap(
  queryClient: QueryClient,
  bootstrap: BrandBootstrap,
  pathname: string,
): void {
  const code =
    bootstrap.company === null ? (registrationCodeOf(pathname) ?? bootstrap.code) : bootstrap.code;
  queryClient.setQueryData<CompanyBrand | null>(companyBrandQueryKey(code), bootstrap.company);
}
