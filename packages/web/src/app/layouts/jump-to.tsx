import type { Role } from "@sector/shared";
import { useCallback, useState } from "react";
import { SearchIcon } from "../../components/ui/icons";
import { CommandPalette } from "../../features/command-palette/components/command-palette";
import { usePaletteShortcut } from "../../features/command-palette/hooks/use-palette-shortcut";
import { screenItems } from "../../features/command-palette/palette-item";
import { navEntriesFor } from "../route-config";
import { usePaletteResults } from "./palette-results";

/**
 * The command palette of the signed-in shell and its button in the top bar: Ctrl/⌘-K or the
 * button opens it on every screen, at every width.
 */
export function JumpTo({ userRole: role }: { userRole: Role }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const toggle = useCallback(() => {
    // Each opening starts from nothing typed.
    setTyped("");
    setOpen((was) => !was);
  }, []);
  usePaletteShortcut(toggle);
  const found = usePaletteResults(open ? typed : "", role);
  const items = open ? [...screenItems(navEntriesFor(role), typed), ...found] : [];

  return (
    <>
      <button
        type="button"
        onClick={toggle}
        aria-keyshortcuts="Control+K Meta+K"
        className="flex items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-600 ring-1 ring-slate-300 hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <SearchIcon className="size-4" />
        <span className="sr-only sm:not-sr-only">Jump to</span>
        {/* The shortcut is in aria-keyshortcuts for screen readers. */}
        <span aria-hidden="true" className="hidden text-xs text-slate-500 lg:inline">
          Ctrl K
        </span>
      </button>
      <CommandPalette
        open={open}
        onClose={() => setOpen(false)}
        typed={typed}
        onTypedChange={setTyped}
        items={items}
      />
    </>
  );
}
