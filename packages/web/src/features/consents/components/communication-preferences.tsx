import { Description, Field, Label, Switch } from "@headlessui/react";
import { CONSENT_PURPOSES, type Consent, type PublicUser } from "@sector/shared";
import { SpinnerIcon } from "../../../components/ui/icons";
import { cn } from "../../../lib/cn";
import { formatDateTime } from "../../../lib/dates";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useMyConsents } from "../api/get-my-consents";
import { useUpdateConsent } from "../api/update-consent";
import { PURPOSE_NAMES } from "../purposes";

interface BrandConsents {
  companyId: number;
  companyName: string;
  consents: Consent[];
}

/** The consents grouped by brand, in the server's brand order and the page order within. */
function byBrand(consents: readonly Consent[]): BrandConsents[] {
  const brands = new Map<number, BrandConsents>();
  for (const consent of consents) {
    let brand = brands.get(consent.company_id);
    if (!brand) {
      brand = { companyId: consent.company_id, companyName: consent.company_name, consents: [] };
      brands.set(consent.company_id, brand);
    }
    brand.consents.push(consent);
  }
  for (const brand of brands.values()) {
    brand.consents.sort(
      (a, b) => CONSENT_PURPOSES.indexOf(a.purpose) - CONSENT_PURPOSES.indexOf(b.purpose),
    );
  }
  return [...brands.values()];
}

/**
 * The Communication tab of My Profile (members): each brand's three consents as switches,
 * saved as soon as one is flipped.
 */
export function CommunicationPreferences({ user }: { user: PublicUser }) {
  const consents = useMyConsents(user.id);

  if (consents.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <SpinnerIcon className="size-4 animate-spin text-brand-600" />
        Loading your communication preferences...
      </p>
    );
  }
  if (consents.isError) {
    return (
      <p className="text-sm text-slate-600">Your communication preferences are unavailable.</p>
    );
  }
  const brands = byBrand(consents.data);
  if (brands.length === 0) {
    return <p className="text-sm text-slate-600">You are not a member of any community yet.</p>;
  }

  return (
    <div className="max-w-2xl space-y-8">
      <p className="text-sm text-slate-600">
        Choose what each community may send you. Changes are saved as soon as you make them.
      </p>
      {brands.map((brand) => (
        <section key={brand.companyId} aria-labelledby={`consents-${brand.companyId}`}>
          <h2 id={`consents-${brand.companyId}`} className="text-base font-semibold text-slate-900">
            {brand.companyName}
          </h2>
          <ul className="mt-3 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
            {brand.consents.map((consent) => (
              <li key={consent.purpose} className="px-4 py-3">
                <ConsentSwitch userId={user.id} consent={consent} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ConsentSwitch({ userId, consent }: { userId: number; consent: Consent }) {
  // One mutation per switch: each shows its own busy state and rolls back on its own.
  const update = useUpdateConsent(userId);
  const changed = formatDateTime(consent.updated_at);

  const toggle = async (granted: boolean) => {
    if (update.isPending) return;
    try {
      await update.mutateAsync({
        company_id: consent.company_id,
        purpose: consent.purpose,
        granted,
      });
      toast.success("Your communication preferences were saved.");
    } catch (error) {
      reportError(error, "Your communication preferences could not be saved.");
    }
  };

  return (
    <Field className="flex items-start gap-4">
      <Switch
        checked={consent.granted}
        onChange={toggle}
        aria-busy={update.isPending || undefined}
        className={cn(
          "group relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-slate-500 p-0.5 transition-colors",
          "data-checked:bg-brand-600 focus:outline-none data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-brand-600",
        )}
      >
        <span
          aria-hidden="true"
          className="size-5 rounded-full bg-white shadow-sm ring-1 ring-slate-900/5 transition-transform group-data-checked:translate-x-5"
        />
      </Switch>
      <div className="min-w-0">
        <Label className="cursor-pointer text-sm/6 text-slate-800">{consent.text}</Label>
        <Description className="text-xs text-slate-600">
          {PURPOSE_NAMES[consent.purpose]}
          {changed && ` · last changed ${changed}`}
        </Description>
      </div>
    </Field>
  );
}
