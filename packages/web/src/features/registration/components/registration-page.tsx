import { useConsentTexts } from "../../../lib/api/get-consent-texts";
import { usePreferences } from "../../../lib/api/get-preferences";
import { useCompanyBrand } from "../api/get-company-brand";
import { brandTheme } from "../brand-theme";
import type { Brand } from "../brands";
import { resolveBrand } from "../brands";
import { BecomeMemberBanner } from "./become-member-banner";
import { RegistrationFooter } from "./registration-footer";
import { RegistrationForm } from "./registration-form";
import { RegistrationHeader } from "./registration-header";
import { RegistrationIntro } from "./registration-intro";

/**
 * One public registration page, driven entirely by `brand` (CIO, CMO, CHRO, CRO): the
 * company record it looks up supplies the live logo, colours and website.
 */
export function RegistrationPage({ brand: defaults }: { brand: Brand }) {
  const company = useCompanyBrand(defaults.code);
  const companyId = company.data?.id ?? null;
  const preferences = usePreferences(companyId);
  const consentTexts = useConsentTexts(companyId);
  const brand = resolveBrand(defaults, company.data);

  return (
    <div
      style={brandTheme(brand.primaryColor, brand.accentColor)}
      className="flex min-h-dvh flex-col bg-slate-50"
    >
      <RegistrationHeader brand={brand} />
      <main className="flex-1">
        <BecomeMemberBanner brand={brand} />
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
          <RegistrationIntro brand={brand} />
          <div className="mt-8 rounded-xl bg-white px-5 py-8 shadow-sm ring-1 ring-slate-200 sm:px-8">
            <RegistrationForm
              brand={brand}
              companyId={companyId}
              preferences={preferences.data ?? []}
              consentTexts={consentTexts.data}
              preferencesLoading={
                company.isPending || (companyId !== null && preferences.isPending)
              }
            />
          </div>
        </div>
      </main>
      <RegistrationFooter brand={brand} />
    </div>
  );
}
