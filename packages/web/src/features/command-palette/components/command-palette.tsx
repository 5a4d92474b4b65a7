import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from "@headlessui/react";
import { useNavigate } from "react-router";
import { SearchIcon } from "../../../components/ui/icons";
import { cn } from "../../../lib/cn";
import { KIND_HEADINGS, type PaletteItem, type PaletteKind } from "../palette-item";

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  /** The words in the field. */
  typed: string;
  onTypedChange: (typed: string) => void;
  /** What they find, any order: the palette groups them by kind. */
  items: readonly PaletteItem[];
}

const KINDS: PaletteKind[] = ["screen", "member", "brand", "resource"];

/**
 * The command palette (Ctrl/⌘-K): type to find a screen, a member, a brand or a resource by
 * name; arrows move, Enter jumps, Escape closes. A Headless UI combobox in a
 * dialog: focus is trapped and returns where it was.
 */
export function CommandPalette({
  open,
  onClose,
  typed,
  onTypedChange,
  items,
}: CommandPaletteProps) {
  const navigate = useNavigate();

  const go = (item: PaletteItem | null) => {
    if (!item) return;
    onClose();
    navigate(item.to);
  };

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/50 transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 z-10 w-screen overflow-y-auto p-4 sm:p-6 md:p-20">
        <DialogPanel
          transition
          className="mx-auto max-w-xl overflow-hidden rounded-xl bg-white shadow-2xl ring-1 ring-slate-900/5 transition duration-200 data-closed:scale-95 data-closed:opacity-0"
        >
          <DialogTitle className="sr-only">Jump to</DialogTitle>
          <Combobox onChange={go}>
            <div className="grid grid-cols-1 border-b border-slate-200">
              <ComboboxInput
                autoFocus
                aria-label="Jump to a screen, member, brand or resource"
                placeholder="Jump to a screen, member, brand or resource..."
                className="col-start-1 row-start-1 h-12 w-full border-0 bg-transparent pr-4 pl-11 text-base text-slate-900 placeholder:text-slate-500 focus:ring-0 focus:outline-none sm:text-sm"
                value={typed}
                maxLength={200}
                onChange={(event) => onTypedChange(event.target.value)}
                // The combobox keeps Escape for its list, which is always shown here: close.
                onKeyDown={(event) => event.key === "Escape" && onClose()}
              />
              <SearchIcon className="pointer-events-none col-start-1 row-start-1 ml-4 size-5 self-center text-slate-400" />
            </div>
            {items.length > 0 ? (
              <ComboboxOptions static as="ul" className="max-h-80 scroll-py-2 overflow-y-auto p-2">
                {KINDS.map((kind) => {
                  const ofKind = items.filter((item) => item.kind === kind);
                  if (ofKind.length === 0) return null;
                  return (
                    <li key={kind}>
                      <h2 className="px-3 pt-2 pb-1 text-xs font-semibold text-slate-600">
                        {KIND_HEADINGS[kind]}
                      </h2>
                      <ul>
                        {ofKind.map((item) => (
                          <ComboboxOption
                            as="li"
                            key={item.key}
                            value={item}
                            className="group flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-800 select-none data-focus:bg-brand-600 data-focus:text-white"
                          >
                            {item.icon && (
                              <item.icon className="size-5 shrink-0 text-slate-500 group-data-focus:text-white" />
                            )}
                            <span className="min-w-0 flex-1">
                              <span className="block truncate">{item.label}</span>
                              {item.detail && (
                                <span
                                  className={cn(
                                    "block truncate text-xs text-slate-600",
                                    "group-data-focus:text-brand-50",
                                  )}
                                >
                                  {item.detail}
                                </span>
                              )}
                            </span>
                          </ComboboxOption>
                        ))}
                      </ul>
                    </li>
                  );
                })}
              </ComboboxOptions>
            ) : (
              <p className="px-4 py-10 text-center text-sm text-slate-600">
                Nothing matches &lsquo;{typed.trim()}&rsquo;.
              </p>
            )}
          </Combobox>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
