import { useId } from "react";
import { NavLink } from "react-router";
import { ChevronDownIcon } from "../../components/ui/icons";
import { cn } from "../../lib/cn";
import type { NavEntry } from "../route-config";
import { useNavGroupOpen } from "./nav-group-state";
import type { NavGroup } from "./nav-groups";
import { navLinkClass } from "./nav-link-class";

export interface NavGroupSectionProps {
  group: NavGroup;
  entries: readonly NavEntry[];
  onNavigate?: () => void;
}

/** One labelled group of the staff sidebar, opened or closed by its heading's button. */
export function NavGroupSection({ group, entries, onNavigate }: NavGroupSectionProps) {
  const [open, toggle] = useNavGroupOpen(group.id);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={listId}
        className="group flex w-full items-center justify-between rounded-md px-3 py-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase hover:bg-slate-50 hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        {group.label}
        <ChevronDownIcon
          className={cn("size-4 text-slate-500 transition-transform", !open && "-rotate-90")}
        />
      </button>
      <ul id={listId} hidden={!open} className="mt-1 space-y-1">
        {entries.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} onClick={onNavigate} className={navLinkClass}>
              <item.icon className="size-5 shrink-0" />
              {item.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
