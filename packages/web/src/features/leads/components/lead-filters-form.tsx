import { zodResolver } from "@hookform/resolvers/zod";
import {
  CONSENT_PURPOSES,
  type Company,
  type ConsentPurpose,
  type LeadFilters,
  leadFiltersSchema,
} from "@sector/shared";
import { Controller, type FieldErrors, type Resolver, useForm, useWatch } from "react-hook-form";
import { useDebounce } from "use-debounce";
import { Button } from "../../../components/ui/button";
import { MultiSelect } from "../../../components/ui/multi-select";
import { idNameOptions, Select, type SelectOption } from "../../../components/ui/select";
import { TextInput } from "../../../components/ui/text-input";
import { usePreferences } from "../../../lib/api/get-preferences";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useDownloadLeads } from "../api/download-leads";
import { useLeadCount } from "../api/get-lead-count";
import { LeadCount } from "./lead-count";

/** The count follows the filters this long after they stop changing. */
export const LEAD_COUNT_DEBOUNCE_MS = 300;

export interface LeadFiltersValues {
  company_id: number | null;
  preference_ids: number[];
  /** "" for no consent filter. */
  consent: "" | ConsentPurpose;
  /** YYYY-MM-DD, or "" for open-ended. */
  from: string;
  to: string;
}

/** The schema validates these values as they are; only the resolver's static types differ. */
const resolver = zodResolver(leadFiltersSchema) as unknown as Resolver<
  LeadFiltersValues,
  unknown,
  LeadFilters
>;

const EMPTY: LeadFiltersValues = {
  company_id: null,
  preference_ids: [],
  consent: "",
  from: "",
  to: "",
};

const CONSENT_LABELS: Record<ConsentPurpose, string> = {
  newsletter: "Newsletter",
  resources: "Resources",
  partners: "Partners",
};

const CONSENT_OPTIONS: SelectOption<"" | ConsentPurpose>[] = [
  { value: "", label: "None" },
  ...CONSENT_PURPOSES.map((purpose) => ({ value: purpose, label: CONSENT_LABELS[purpose] })),
];

/** In the form's order: the order of the error toasts. */
const FIELDS = ["company_id", "preference_ids", "consent", "from", "to"] as const;

const sameFilters = (a: LeadFilters | null, b: LeadFilters | null) =>
  JSON.stringify(a) === JSON.stringify(b);

export interface LeadFiltersFormProps {
  /** The brands to choose from. */
  companies: readonly Company[] | undefined;
  companiesPending: boolean;
}

/**
 * The members of one brand a publisher may contact: brand, any of its topics, a consent
 * granted there, and a registration date range. The count follows the filters; 'Download
 * CSV' saves the export under the server's file name.
 */
export function LeadFiltersForm({ companies, companiesPending }: LeadFiltersFormProps) {
  const download = useDownloadLeads();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<LeadFiltersValues, unknown, LeadFilters>({
    resolver,
    defaultValues: EMPTY,
    mode: "onChange",
  });
  const values = useWatch({ control });
  const companyId = values.company_id ?? null;
  const { data: preferences, isFetching: preferencesLoading } = usePreferences(companyId);

  // What the filters select as they are now, null while they can't be counted.
  const parsed = leadFiltersSchema.safeParse(values);
  const current = parsed.success ? parsed.data : null;
  const [settled] = useDebounce(current, LEAD_COUNT_DEBOUNCE_MS, { equalityFn: sameFilters });
  const count = useLeadCount(settled);

  const onValid = async (filters: LeadFilters) => {
    try {
      await download.mutateAsync(filters);
    } catch (error) {
      reportError(error, "The download failed. Please try again.");
    }
  };

  const onInvalid = (invalid: FieldErrors<LeadFiltersValues>) => {
    for (const field of FIELDS) {
      const message = invalid[field]?.message;
      // Keyed by the text, so pressing the button again doesn't stack copies.
      if (message) toast.error(message, { id: message });
    }
  };

  return (
    <form
      aria-label="Lead filters"
      onSubmit={handleSubmit(onValid, onInvalid)}
      noValidate
      className="space-y-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        <Controller
          control={control}
          name="company_id"
          render={({ field }) => (
            <Select
              ref={field.ref}
              label="Brand"
              placeholder={companiesPending ? "Loading..." : "Select a company"}
              value={field.value}
              onChange={(id) => {
                if (id === field.value) return;
                field.onChange(id);
                // Topics belong to one brand: a new brand starts a new choice.
                setValue("preference_ids", []);
              }}
              options={idNameOptions(companies)}
              error={errors.company_id?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="preference_ids"
          render={({ field }) => (
            <MultiSelect
              ref={field.ref}
              label="Topics (any of)"
              placeholder={
                companyId === null
                  ? "Select a brand first"
                  : preferencesLoading
                    ? "Loading..."
                    : "Any topic"
              }
              value={field.value}
              onChange={field.onChange}
              options={idNameOptions(preferences)}
              error={errors.preference_ids?.message}
              disabled={companyId === null}
            />
          )}
        />
        <Controller
          control={control}
          name="consent"
          render={({ field }) => (
            <Select
              ref={field.ref}
              label="Consent granted"
              value={field.value}
              onChange={field.onChange}
              options={CONSENT_OPTIONS}
              error={errors.consent?.message}
            />
          )}
        />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextInput
            label="Registered from"
            type="date"
            error={errors.from?.message}
            // The range rule is reported on "to": check it again when "from" moves.
            {...register("from", { deps: ["to"] })}
          />
          <TextInput
            label="Registered to"
            type="date"
            error={errors.to?.message}
            {...register("to")}
          />
        </div>
      </div>
      <div className="flex flex-col gap-4 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <LeadCount
          idle={companyId === null}
          invalid={current === null}
          failed={count.isError}
          count={count.data}
          updating={!sameFilters(current, settled) || count.isFetching}
        />
        <Button type="submit" loading={download.isPending} className="w-full sm:w-auto">
          Download CSV
        </Button>
      </div>
    </form>
  );
}
