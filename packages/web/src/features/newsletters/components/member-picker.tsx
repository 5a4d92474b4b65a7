import type { PublicUser } from "@sector/shared";
import { useId, useState } from "react";
import { useDebounce } from "use-debounce";
import { SearchInput } from "../../../components/ui/search-input";
import { cn } from "../../../lib/cn";
import { fullName } from "../../../lib/user";
import { useBrandMembers } from "../api/get-brand-members";
import { consentingLabel } from "./audience-labels";

/** Enough names to pick from at a glance; typing narrows the rest. */
const SHOWN = 8;
/** The server is asked once typing has paused this long, not at every keystroke. */
const MEMBER_SEARCH_DEBOUNCE_MS = 300;

export interface MemberPickerProps {
  companyId: number;
  selectedId: number | null;
  onSelect: (member: PublicUser) => void;
  /** How many of the brand's members get the newsletter now; undefined while counting. */
  consenting?: number;
}

/** As the server matches: the full name or the email address holds the text, ignoring case. */
const matches = (member: PublicUser, text: string) =>
  `${member.firstname} ${member.lastname}`.toLowerCase().includes(text) ||
  member.email.toLowerCase().includes(text);

/**
 * Finds a member of the brand by name (or email) and picks them. The server searches the whole
 * brand once typing pauses; meanwhile the names already found are narrowed as the text grows.
 */
export function MemberPicker({ companyId, selectedId, onSelect, consenting }: MemberPickerProps) {
  const [search, setSearch] = useState("");
  const typed = search.trim();
  const [asked] = useDebounce(typed, MEMBER_SEARCH_DEBOUNCE_MS);
  const { data, isPending, isPlaceholderData } = useBrandMembers(companyId, asked);
  const listId = useId();
  const found = (data?.members ?? []).filter((m) => matches(m, typed.toLowerCase()));
  const shown = found.slice(0, SHOWN);
  // The server's answer is for the text as typed now (else it is still being asked).
  const answered = data && !isPlaceholderData && asked === typed;
  const more = answered ? data.total - shown.length : found.length - SHOWN;

  return (
    <div>
      <SearchInput
        label="Find a member"
        showLabel
        placeholder="Name or email"
        maxLength={200}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-controls={listId}
      />
      {consenting !== undefined && (
        // Any member may be previewed; these are the ones the edition goes to.
        <p className="mt-2 text-sm text-slate-600">
          {consentingLabel(consenting)}; any member of the brand can be previewed.
        </p>
      )}
      <ul id={listId} aria-label="Members" className="mt-2 flex flex-wrap gap-2">
        {isPending ? (
          <li className="text-sm text-slate-500">Loading members...</li>
        ) : shown.length === 0 ? (
          <li className="text-sm text-slate-500">
            {answered ? "No member of this brand matches." : "Searching members..."}
          </li>
        ) : (
          shown.map((member) => (
            <li key={member.id}>
              <button
                type="button"
                aria-pressed={selectedId === member.id}
                onClick={() => onSelect(member)}
                className={cn(
                  "rounded-full px-3 py-1 text-sm ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  selectedId === member.id
                    ? "bg-brand-600 font-semibold text-white ring-brand-600"
                    : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50",
                )}
              >
                {fullName(member)}
              </button>
            </li>
          ))
        )}
        {more > 0 && (
          <li className="self-center text-sm text-slate-500">
            and {more.toLocaleString("en-US")} more: type to narrow
          </li>
        )}
      </ul>
    </div>
  );
}
