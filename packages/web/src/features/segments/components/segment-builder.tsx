import {
  FIRMOGRAPHIC_OPTIONS,
  type MailingPurpose,
  SEGMENT_DAYS_MAX,
  type SegmentRules,
} from "@sector/shared";
import { useState } from "react";
import { MultiSelect } from "../../../components/ui/multi-select";
import { NativeSelect } from "../../../components/ui/native-select";
import { SearchableMultiSelect } from "../../../components/ui/searchable-multi-select";
import { TextInput } from "../../../components/ui/text-input";
import { usePreferences } from "../../../lib/api/get-preferences";
import { EventRuleFields } from "./event-rule-fields";
import { daysOf, withRule, wordsOf } from "./rules-edit";
import { SegmentCount } from "./segment-count";

export interface SegmentBuilderProps {
  companyId: number;
  /** Whose consent the live count requires. */
  purpose: MailingPurpose;
  rules: SegmentRules;
  onChange: (rules: SegmentRules) => void;
}

type ListRule = "company_sizes" | "industries" | "job_functions" | "seniorities";

const LIST_RULES: { key: ListRule; label: string; options: keyof typeof FIRMOGRAPHIC_OPTIONS }[] = [
  { key: "company_sizes", label: "Company sizes", options: "company_size" },
  { key: "industries", label: "Industries", options: "industry" },
  { key: "job_functions", label: "Job functions", options: "job_function" },
  { key: "seniorities", label: "Seniorities", options: "seniority" },
];

const IMPORTED_OPTIONS = [
  { value: "yes", label: "Imported members only" },
  { value: "no", label: "Members who joined themselves" },
];

/**
 * The rules of a segment, every one optional (all of them apply; each list takes any of its
 * values), with the number of the brand's members they reach now, counted as they change.
 */
export function SegmentBuilder({ companyId, purpose, rules, onChange }: SegmentBuilderProps) {
  const topics = usePreferences(companyId);
  // Typed as text; the rule holds the words. Rules given anew (another segment opened) are
  // shown anew: the text follows them whenever its words are not theirs.
  const words = (rules.job_titles ?? []).join(", ");
  const [titles, setTitles] = useState(words);
  if (wordsOf(titles).join(", ") !== words) setTitles(words);
  const set = <K extends keyof SegmentRules>(key: K, value: SegmentRules[K] | "" | undefined) =>
    onChange(withRule(rules, key, value));

  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="text-base font-semibold text-slate-900">Audience rules</legend>
      <p className="text-sm text-slate-600">
        Members matching every rule you set; a rule left empty matches everyone.
      </p>
      <SegmentCount companyId={companyId} purpose={purpose} rules={rules} />
      <div className="grid min-w-0 gap-4 sm:grid-cols-2">
        <MultiSelect
          label="Topics"
          value={rules.preference_ids ?? []}
          onChange={(ids) => set("preference_ids", ids)}
          options={(topics.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
          placeholder="Any topic"
          emptyText={topics.isPending ? "Loading topics..." : "This brand has no topics."}
        />
        <SearchableMultiSelect
          label="Countries"
          value={rules.countries ?? []}
          onChange={(codes) => set("countries", codes)}
          options={FIRMOGRAPHIC_OPTIONS.country}
          placeholder="Any country"
        />
        {LIST_RULES.map(({ key, label, options }) => (
          <MultiSelect
            key={key}
            label={label}
            value={(rules[key] ?? []) as string[]}
            onChange={(values) => set(key, values as SegmentRules[typeof key])}
            options={FIRMOGRAPHIC_OPTIONS[options]}
            placeholder="Any"
          />
        ))}
        <TextInput
          label="Job title words"
          hint="Any of these words, commas between them (e.g. chief, director)."
          value={titles}
          maxLength={2000}
          onChange={(event) => {
            setTitles(event.target.value);
            set("job_titles", wordsOf(event.target.value));
          }}
        />
        <NativeSelect
          label="Imported"
          placeholder="Any (imported or not)"
          options={IMPORTED_OPTIONS}
          value={rules.imported === undefined ? "" : rules.imported ? "yes" : "no"}
          onChange={(event) =>
            set("imported", event.target.value === "" ? undefined : event.target.value === "yes")
          }
        />
        <TextInput
          label="Joined after"
          type="date"
          hint="On or after this day (UTC)."
          value={rules.joined_after ?? ""}
          onChange={(event) => set("joined_after", event.target.value)}
        />
        <TextInput
          label="Joined before"
          type="date"
          hint="Before this day (UTC)."
          value={rules.joined_before ?? ""}
          onChange={(event) => set("joined_before", event.target.value)}
        />
        <TextInput
          label="Active within (days)"
          type="number"
          inputMode="numeric"
          min={1}
          max={SEGMENT_DAYS_MAX}
          hint="Opened or clicked anything in these days."
          value={rules.active_within_days ?? ""}
          onChange={(event) => set("active_within_days", daysOf(event.target.value))}
        />
        <TextInput
          label="Inactive for (days)"
          type="number"
          inputMode="numeric"
          min={1}
          max={SEGMENT_DAYS_MAX}
          hint="Opened and clicked nothing in these days."
          value={rules.inactive_for_days ?? ""}
          onChange={(event) => set("inactive_for_days", daysOf(event.target.value))}
        />
        <EventRuleFields companyId={companyId} rules={rules} set={set} />
      </div>
    </fieldset>
  );
}
