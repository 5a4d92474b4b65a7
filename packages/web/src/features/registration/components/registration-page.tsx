import type { CompanyBrand } from "@sector/shared";
import { useConsentTexts } from "../../../lib/api/get-consent-texts";
import { usePreferences } from "../../../lib/api/get-preferences";
import { resolveBrand } from "../brand";
import { RegistrationLayout } from "./registration-layout";

/**
 * One brand's public registration page, rendered from the company's stored branding; its
 * topics and consent wordings load once it shows (the first render, on the server as in the
 * browser, shows their loading state and the built-in wordings).
 */
export function RegistrationPage({ company }: { company: CompanyBrand }) {
  const preferences = usePreferences(company.id);
  const consentTexts = useConsentTexts(company.id);
  return (
    <RegistrationLayout
      brand={resolveBrand(company)}
      companyId={company.id}
      preferences={preferences.data ?? []}
      preferencesLoading={preferences.isPending}
      consentTexts={consentTexts.data}
    />
  );
}
