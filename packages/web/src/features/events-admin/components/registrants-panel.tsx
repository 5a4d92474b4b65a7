import { useId, useState } from "react";
import { useDebounce } from "use-debounce";
import { SearchInput } from "../../../components/ui/search-input";
import { Select } from "../../../components/ui/select";
import { type RegistrantStatusFilter, useEventRegistrants } from "../api/list-event-registrants";
import { RegistrantsTable } from "./registrants-table";

/** How long typing pauses before the search is asked for. */
export const REGISTRANT_SEARCH_DEBOUNCE_MS = 300;

/** The choice that filters nothing. */
const ANY_STATUS = "any";

const STATUS_OPTIONS: { value: RegistrantStatusFilter | typeof ANY_STATUS; label: string }[] = [
  { value: ANY_STATUS, label: "Any status" },
  { value: "registered", label: "Registered" },
  { value: "waitlisted", label: "Waitlisted" },
  { value: "cancelled", label: "Cancelled" },
  { value: "attended", label: "Attended" },
  { value: "no_show", label: "No-show" },
];

/** An event's registrants, searched (name, email or company) and filtered by status. */
export function RegistrantsPanel({ eventId }: { eventId: number }) {
  const headingId = useId();
  const [typed, setTyped] = useState("");
  const [search] = useDebounce(typed.trim(), REGISTRANT_SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<RegistrantStatusFilter | null>(null);
  const { data, isPending, isPlaceholderData } = useEventRegistrants(eventId, { search, status });

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Registrants
      </h2>
      <div className="mt-3 mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchInput
          label="Search registrants"
          showLabel
          placeholder="Name, email or company"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className="sm:w-80"
        />
        <Select
          label="Status"
          value={status ?? ANY_STATUS}
          onChange={(value) => setStatus(value === ANY_STATUS ? null : value)}
          options={STATUS_OPTIONS}
          className="sm:w-52"
        />
      </div>
      <RegistrantsTable
        registrants={data}
        isPending={isPending}
        busy={isPlaceholderData || typed.trim() !== search}
        filtered={search !== "" || status !== null}
      />
    </section>
  );
}
