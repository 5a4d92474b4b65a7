import { useNewsletterSettings } from "../api/get-newsletter-settings";
import { NewsletterSettingsForm } from "./newsletter-settings-form";

/** The brand's weekly schedule in a card (admin). */
export function WeeklySchedule({ companyId, brandName }: { companyId: number; brandName: string }) {
  const { data: settings, isPending } = useNewsletterSettings(companyId);
  return (
    <section
      aria-labelledby="weekly-schedule-title"
      className="rounded-xl bg-white px-5 py-5 shadow-sm ring-1 ring-slate-200 sm:px-6"
    >
      <h2 id="weekly-schedule-title" className="text-lg font-semibold text-slate-900">
        Weekly schedule
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        When on, an edition of {brandName} is made and sent at this hour of this weekday.
      </p>
      {isPending ? (
        <p className="text-sm text-slate-500">Loading...</p>
      ) : settings ? (
        <NewsletterSettingsForm settings={settings} brandName={brandName} />
      ) : null}
    </section>
  );
}
