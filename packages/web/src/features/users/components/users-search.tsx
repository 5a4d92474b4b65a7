import { useEffect, useState } from "react";
import { useDebouncedCallback } from "use-debounce";
import { SearchInput } from "../../../components/ui/search-input";

/** The search applies once typing has paused this long, not at every keystroke. */
export const USERS_SEARCH_DEBOUNCE_MS = 300;

export interface UsersSearchProps {
  /** The search applied now (the address's `?search=`). */
  value: string;
  /** Called with the text once typing has paused. */
  onSearch: (text: string) => void;
}

/** Finds users by part of their name or email address. */
export function UsersSearch({ value, onSearch }: UsersSearchProps) {
  const [text, setText] = useState(value);
  const apply = useDebouncedCallback(
    (next: string) => onSearch(next.trim()),
    USERS_SEARCH_DEBOUNCE_MS,
  );
  // A search arriving from elsewhere (the command palette, back and forward) shows here.
  useEffect(() => setText(value), [value]);
  return (
    <SearchInput
      className="mb-4 max-w-md"
      label="Search users"
      showLabel
      placeholder="Part of a name or an email address"
      maxLength={200}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        apply(event.target.value);
      }}
    />
  );
}
