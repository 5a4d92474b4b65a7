import type { PublicUser } from "@sector/shared";
import { NavLink } from "react-router";
import { Logo } from "../../components/ui/logo";
import { SearchField } from "../../features/search/components/search-field";
import { PROVIDER_SITE_URL } from "../../lib/config";
import { navEntriesFor } from "../route-config";
import { ExploreMore } from "./explore-more";
import { MyWebsites } from "./my-websites";
import { NavGroupSection } from "./nav-group-section";
import { groupNavEntries } from "./nav-groups";
import { navLinkClass } from "./nav-link-class";

export interface SidebarProps {
  user: PublicUser;
  /** Called when a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
  /** Whether it holds the search field (in the phone drawer, where the top bar's is hidden). */
  withSearch?: boolean;
}

export function Sidebar({ user, onNavigate, withSearch = false }: SidebarProps) {
  const nav = groupNavEntries(navEntriesFor(user.role));
  return (
    <div className="flex grow flex-col gap-y-6 overflow-y-auto border-r border-slate-200 bg-white px-4 pb-6">
      <div className="flex h-16 shrink-0 items-center px-2">
        <a
          href={PROVIDER_SITE_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Logo />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      {withSearch && <SearchField onSearched={onNavigate} />}
      <nav aria-label="Main" className="flex flex-1 flex-col">
        <ul className="space-y-1">
          {nav.top.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === "/"}
                onClick={onNavigate}
                className={navLinkClass}
              >
                <item.icon className="size-5 shrink-0" />
                {item.name}
              </NavLink>
            </li>
          ))}
        </ul>
        {nav.groups.length > 0 && (
          <ul className="mt-5 space-y-4">
            {nav.groups.map(({ group, entries }) => (
              <NavGroupSection
                key={group.id}
                group={group}
                entries={entries}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        )}
        {user.role === "user" && (
          <>
            <MyWebsites
              joinedThru={user.joined_thru}
              brands={user.brands}
              onNavigate={onNavigate}
            />
            <ExploreMore
              joinedThru={user.joined_thru}
              brands={user.brands}
              onNavigate={onNavigate}
            />
          </>
        )}
      </nav>
    </div>
  );
}
