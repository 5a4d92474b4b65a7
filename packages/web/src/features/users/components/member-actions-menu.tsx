import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import type { PublicUser } from "@sector/shared";
import { EllipsisVerticalIcon } from "../../../components/ui/icons";
import { cn } from "../../../lib/cn";
import { fullName } from "../../../lib/user";

export interface MemberActionsMenuProps {
  user: PublicUser;
  onExportData: (user: PublicUser) => void;
  onEraseMember: (user: PublicUser) => void;
}

const itemClass = "flex w-full px-3 py-2 text-left text-sm/6 data-focus:bg-slate-50";

/**
 * A row's data-rights actions behind one small button beside the role, so the row keeps the
 * specification's columns and the actions stay within reach on a phone.
 */
export function MemberActionsMenu({ user, onExportData, onEraseMember }: MemberActionsMenuProps) {
  return (
    <Menu>
      <MenuButton className="-my-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-open:bg-slate-100">
        <span className="sr-only">Data actions for {fullName(user)}</span>
        <EllipsisVerticalIcon className="size-5" />
      </MenuButton>
      <MenuItems
        transition
        anchor="bottom end"
        className="z-40 mt-1 w-44 origin-top-right rounded-md bg-white py-1.5 shadow-lg ring-1 ring-slate-900/5 transition focus:outline-none data-closed:scale-95 data-closed:opacity-0 data-enter:duration-100 data-leave:duration-75"
      >
        <MenuItem>
          <button
            type="button"
            onClick={() => onExportData(user)}
            className={cn(itemClass, "text-slate-700 data-focus:text-slate-900")}
          >
            Export data
          </button>
        </MenuItem>
        <MenuItem>
          <button
            type="button"
            onClick={() => onEraseMember(user)}
            className={cn(itemClass, "text-red-700 data-focus:text-red-800")}
          >
            Erase member
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
