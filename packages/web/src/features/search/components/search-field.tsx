import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { SearchInput } from "../../../components/ui/search-input";
import { cn } from "../../../lib/cn";
import { useSlashShortcut } from "../hooks/use-slash-shortcut";
import { SEARCH_ROUTE, searchPath } from "../search-path";

export interface SearchFieldProps {
  /** Whether `/` focuses this field (one field on a page should answer it). */
  shortcut?: boolean;
  /** Called once a search is opened (closes the phone drawer). */
  onSearched?: () => void;
  className?: string;
}

/**
 * The library's search box: Enter opens /search?q=, Esc clears it (and, when already empty,
 * leaves it), `/` elsewhere on the page focuses it. On the results page it shows their words.
 */
export function SearchField({ shortcut = false, onSearched, className }: SearchFieldProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const shownQuery =
    location.pathname === SEARCH_ROUTE ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  const [value, setValue] = useState(shownQuery);
  useSlashShortcut(inputRef, shortcut);

  // Back and forward between searches (or leaving the results) show the words of the page.
  useEffect(() => setValue(shownQuery), [shownQuery]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Escape") return;
    // The browser's own Esc on a search field clears it too; this also leaves an empty one.
    event.preventDefault();
    if (value === "") event.currentTarget.blur();
    else setValue("");
  };

  return (
    <search aria-label="Resources" className={cn("relative", className)}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const words = value.trim();
          if (!words) return;
          navigate(searchPath(words));
          onSearched?.();
        }}
      >
        <SearchInput
          ref={inputRef}
          label="Search resources"
          placeholder="Search resources"
          value={value}
          maxLength={200}
          enterKeyHint="search"
          aria-keyshortcuts={shortcut ? "/" : undefined}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {shortcut && value === "" && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-2.5 hidden -translate-y-1/2 rounded border border-slate-300 px-1.5 font-sans text-xs text-slate-500 lg:block"
          >
            /
          </span>
        )}
      </form>
    </search>
  );
}
