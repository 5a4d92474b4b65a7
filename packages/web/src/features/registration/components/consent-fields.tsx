import type { ConsentPurpose } from "@sector/shared";
import { type ComponentProps, useId } from "react";

/** A checkbox with a long label: the box stays beside the label's first line. */
function ConsentCheckbox({ label, ...props }: ComponentProps<"input"> & { label: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4 shrink-0 rounded border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        {...props}
      />
      <label htmlFor={id} className="text-sm/6 text-slate-700">
        {label}
      </label>
    </div>
  );
}

export interface ConsentFieldsProps {
  /** The label of each checkbox: the brand's current wording (consent-wording.ts). */
  labels: Record<ConsentPurpose, string>;
  newsletter: ComponentProps<"input">;
  resources: ComponentProps<"input">;
  partners: ComponentProps<"input">;
}

/** The three optional consents and the unsubscribe note. */
export function ConsentFields({ labels, newsletter, resources, partners }: ConsentFieldsProps) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">Stay informed</legend>
      <div className="mt-3 space-y-3">
        <ConsentCheckbox label={labels.newsletter} {...newsletter} />
        <ConsentCheckbox label={labels.resources} {...resources} />
        <ConsentCheckbox label={labels.partners} {...partners} />
      </div>
      <p className="mt-4 text-sm text-slate-500">
        You can unsubscribe at any time by clicking the unsubscribe link in the newsletter.
      </p>
    </fieldset>
  );
}
