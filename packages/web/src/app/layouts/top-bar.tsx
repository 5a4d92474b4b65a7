import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import type { PublicUser } from "@sector/shared";
import { Avatar } from "../../components/ui/avatar";
import { ChevronDownIcon, LogoutIcon, MenuIcon } from "../../components/ui/icons";
import { useLogout } from "../../features/auth/hooks/use-logout";
import { SearchField } from "../../features/search/components/search-field";
import { APP_NAME } from "../../lib/config";
import { fullName, initials } from "../../lib/user";
import { usePageName } from "./document-title";
import { JumpTo } from "./jump-to";

export interface TopBarProps {
  user: PublicUser;
  onOpenSidebar: () => void;
}

/**
 * Menu button (below lg), the brand and the page's name (below lg, where the sidebar that
 * shows them is hidden), the library's search field, the command palette, and the user menu.
 */
export function TopBar({ user, onOpenSidebar }: TopBarProps) {
  const logout = useLogout();
  const page = usePageName();
  // A member's brand is the one they joined through; staff work for the product itself.
  const brand = user.base_company ?? APP_NAME;

  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-x-4 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 lg:px-8">
      <button
        type="button"
        onClick={onOpenSidebar}
        aria-label="Open menu"
        className="-m-2.5 rounded-md p-2.5 text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
      >
        <MenuIcon className="size-6" />
      </button>

      <div className="min-w-0 flex-1 lg:hidden" data-testid="top-bar-context">
        <p className="truncate text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {brand}
        </p>
        {page && <p className="truncate text-sm/5 font-semibold text-slate-900">{page}</p>}
      </div>

      {/* Phones find it in the menu drawer; `/` focuses it wherever it shows. */}
      <SearchField shortcut className="hidden sm:block sm:w-48 md:w-72 lg:w-96" />

      <div className="flex items-center justify-end gap-x-4 lg:flex-1">
        <JumpTo userRole={user.role} />
        <Menu as="div" className="relative">
          <MenuButton className="-m-1.5 flex items-center gap-x-3 rounded-full p-1.5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
            <span className="sr-only">Open user menu</span>
            <Avatar initials={initials(user)} size="sm" />
            <span className="hidden items-center sm:flex">
              <span className="max-w-48 truncate text-sm/6 font-semibold text-slate-900">
                {fullName(user)}
              </span>
              <ChevronDownIcon className="ml-2 size-4 text-slate-500" />
            </span>
          </MenuButton>
          <MenuItems
            transition
            anchor="bottom end"
            className="z-40 mt-2 w-44 origin-top-right rounded-md bg-white py-1.5 shadow-lg ring-1 ring-slate-900/5 transition focus:outline-none data-closed:scale-95 data-closed:opacity-0 data-enter:duration-100 data-leave:duration-75"
          >
            <MenuItem>
              <button
                type="button"
                onClick={logout}
                className="flex w-full items-center gap-x-2 px-3 py-2 text-left text-sm/6 text-slate-700 data-focus:bg-slate-50 data-focus:text-slate-900"
              >
                <LogoutIcon className="size-4" />
                Logout
              </button>
            </MenuItem>
          </MenuItems>
        </Menu>
      </div>
    </header>
  );
}
