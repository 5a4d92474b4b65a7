import { useMailingSettings } from "../api/get-mailing-settings";
import { MailingSettingsForm } from "./mailing-settings-form";

/** The brand's frequency cap of mailings in a card (admin), beside its weekly schedule. */
export function FrequencyCap({ companyId, brandName }: { companyId: number; brandName: string }) {
  const { data: settings, isPending } = useMailingSettings(companyId);
  return (
    <section
      aria-labelledby="frequency-cap-title"
      className="rounded-xl bg-white px-5 py-5 shadow-sm ring-1 ring-slate-200 sm:px-6"
    >
      <h2 id="frequency-cap-title" className="text-lg font-semibold text-slate-900">
        Mailings frequency cap
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        How many mailings of {brandName} one member gets at most in any 7 days; the weekly
        newsletter is not counted.
      </p>
      {isPending ? (
        <p className="text-sm text-slate-500">Loading...</p>
      ) : settings ? (
        <MailingSettingsForm settings={settings} />
      ) : null}
    </section>
  );
}
