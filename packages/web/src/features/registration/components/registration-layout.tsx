import type { ConsentText, Preference } from "@sector/shared";
import { cn } from "../../../lib/cn";
import type { ResolvedBrand } from "../brand";
import { brandTheme } from "../brand-theme";
import { BecomeMemberBanner } from "./become-member-banner";
import { RegistrationFooter } from "./registration-footer";
import { RegistrationForm } from "./registration-form";
import { RegistrationHeader } from "./registration-header";
import { RegistrationIntro } from "./registration-intro";

export interface RegistrationLayoutProps {
  brand: ResolvedBrand;
  /** The brand's company; null while there is none to join (a brand not saved yet). */
  companyId: number | null;
  preferences: readonly Preference[];
  preferencesLoading: boolean;
  consentTexts?: readonly ConsentText[];
  /** At least the viewport's height (the page); false in a preview sized to its content. */
  fillViewport?: boolean;
}

/**
 * One brand's registration page as it looks: header, banner, intro, the form and the footer,
 * in the brand's colours. The public page and the Company screen's preview both render it.
 */
export function RegistrationLayout({
  brand,
  companyId,
  preferences,
  preferencesLoading,
  consentTexts,
  fillViewport = true,
}: RegistrationLayoutProps) {
  return (
    <div
      style={brandTheme(brand.primaryColor, brand.accentColor)}
      className={cn("flex flex-col bg-slate-50", fillViewport && "min-h-dvh")}
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
              preferences={preferences}
              consentTexts={consentTexts}
              preferencesLoading={preferencesLoading}
            />
          </div>
        </div>
      </main>
      <RegistrationFooter brand={brand} />
    </div>
  );
}
