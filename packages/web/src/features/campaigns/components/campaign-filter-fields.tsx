import { type Company, FIRMOGRAPHIC_OPTIONS } from "@sector/shared";
import { Controller, type UseFormReturn } from "react-hook-form";
import { MultiSelect } from "../../../components/ui/multi-select";
import { SearchableMultiSelect } from "../../../components/ui/searchable-multi-select";
import { idNameOptions, type SelectOption } from "../../../components/ui/select";
import { TextInput } from "../../../components/ui/text-input";
import {
  type CampaignData,
  type CampaignFormValues,
  FIRMOGRAPHIC_FILTERS,
} from "../campaign-form-values";
import { useBrandTopics } from "../hooks/use-brand-topics";

export interface CampaignFilterFieldsProps {
  form: UseFormReturn<CampaignFormValues, unknown, CampaignData>;
  companies: readonly Company[] | undefined;
}

/** What each work details' filter reads while it narrows nothing. */
const ANY = {
  countries: "Every country",
  company_sizes: "Any company size",
  industries: "Any industry",
  job_functions: "Any job function",
  seniorities: "Any seniority",
} as const;

/**
 * Who the campaign may reach: brands, topics of those brands, words of a job title, and the
 * members' work details (countries searchable, the others short lists). Each left empty
 * narrows nothing; a member whose detail is unknown does not match a filter on it.
 */
export function CampaignFilterFields({ form, companies }: CampaignFilterFieldsProps) {
  const {
    control,
    register,
    getValues,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const companyIds = watch("company_ids");
  const { topics, loading: topicsLoading } = useBrandTopics(companyIds);
  const brandName = new Map((companies ?? []).map((c) => [c.id, c.name]));
  const topicOptions: SelectOption<number>[] = topics.map((topic) => ({
    value: topic.id,
    label: `${brandName.get(topic.company_id) ?? "Brand"} · ${topic.name}`,
  }));

  return (
    <fieldset className="space-y-5">
      <legend className="text-sm/6 font-semibold text-slate-900">Who may share (optional)</legend>
      <p className="-mt-3 text-sm text-slate-500">
        Left empty, a filter narrows nothing: every member who reads a sponsored resource may share.
      </p>
      <Controller
        control={control}
        name="company_ids"
        render={({ field }) => (
          <MultiSelect
            ref={field.ref}
            label="Brands"
            placeholder="Every brand"
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              // Topics belong to a brand: those of a brand no longer chosen go with it.
              const kept = new Set(
                topics.filter((t) => next.includes(t.company_id)).map((t) => t.id),
              );
              setValue(
                "preference_ids",
                getValues("preference_ids").filter((id) => kept.has(id)),
              );
            }}
            options={idNameOptions(companies)}
            error={errors.company_ids?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="preference_ids"
        render={({ field }) => (
          <MultiSelect
            ref={field.ref}
            label="Topics"
            placeholder={
              companyIds.length === 0
                ? "Choose brands first"
                : topicsLoading
                  ? "Loading..."
                  : "Every topic of these brands"
            }
            value={field.value}
            onChange={field.onChange}
            options={topicOptions}
            disabled={companyIds.length === 0}
            emptyText="These brands have no topics"
            error={errors.preference_ids?.message}
          />
        )}
      />
      <TextInput
        label="Job title words"
        autoComplete="off"
        placeholder="e.g. director, head of, chief"
        hint="Separated by commas; a member matches when their job title holds any of them."
        error={errors.job_titles?.message}
        {...register("job_titles")}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {FIRMOGRAPHIC_FILTERS.map(({ name, field: detail, label }) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) =>
              detail === "country" ? (
                <SearchableMultiSelect
                  ref={field.ref}
                  className="sm:col-span-2"
                  label={label}
                  placeholder={`${ANY[name]}: type a name to narrow`}
                  value={field.value}
                  onChange={field.onChange}
                  options={FIRMOGRAPHIC_OPTIONS[detail]}
                  error={errors[name]?.message}
                />
              ) : (
                <MultiSelect
                  ref={field.ref}
                  label={label}
                  placeholder={ANY[name]}
                  value={field.value}
                  onChange={field.onChange}
                  options={FIRMOGRAPHIC_OPTIONS[detail]}
                  error={errors[name]?.message}
                />
              )
            }
          />
        ))}
      </div>
      <p className="text-sm text-slate-500">
        A member whose work detail is not known does not match a filter on it.
      </p>
    </fieldset>
  );
}
