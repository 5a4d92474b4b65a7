import { SUPPRESSION_REASONS, type SuppressionReason } from "@sector/shared";
import { useState } from "react";
import { useDebouncedCallback } from "use-debounce";
import { SearchInput } from "../../../components/ui/search-input";
import { Select, type SelectOption } from "../../../components/ui/select";
import { SUPPRESSION_REASON_LABELS } from "./suppression-reason-badge";

/** The search applies once typing has paused this long, not at every keystroke. */
export const SUPPRESSION_SEARCH_DEBOUNCE_MS = 400;

export interface SuppressionsToolbarProps {
  /** Called with the search text once typing has paused. */
  onSearch: (text: string) => void;
  reason: SuppressionReason | null;
  onReasonChange: (reason: SuppressionReason | null) => void;
}

const REASON_OPTIONS: SelectOption<SuppressionReason | "">[] = [
  { value: "", label: "All reasons" },
  ...SUPPRESSION_REASONS.map((reason) => ({
    value: reason,
    label: SUPPRESSION_REASON_LABELS[reason],
  })),
];

/** A search in the addresses and a choice of reason. */
export function SuppressionsToolbar({
  onSearch,
  reason,
  onReasonChange,
}: SuppressionsToolbarProps) {
  const [text, setText] = useState("");
  const applySearch = useDebouncedCallback(
    (next: string) => onSearch(next.trim()),
    SUPPRESSION_SEARCH_DEBOUNCE_MS,
  );
  return (
    <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_14rem] sm:items-end">
      <SearchInput
        label="Search addresses"
        showLabel
        placeholder="Part of an email address"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          applySearch(event.target.value);
        }}
      />
      <Select
        label="Reason"
        value={reason ?? ""}
        onChange={(next) => onReasonChange(next === "" ? null : next)}
        options={REASON_OPTIONS}
      />
    </div>
  );
}
