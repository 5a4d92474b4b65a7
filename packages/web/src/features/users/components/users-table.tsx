import type { PublicUser } from "@sector/shared";
import { badgeClassName } from "../../../components/ui/badge";
import { PencilIcon } from "../../../components/ui/icons";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableMessageRow,
} from "../../../components/ui/table";
import { fullName } from "../../../lib/user";
import { workSummary } from "../work-summary";
import { MemberActionsMenu } from "./member-actions-menu";
import { ROLE_TONES } from "./role-tones";

export interface UsersTableProps {
  users: PublicUser[] | undefined;
  isPending: boolean;
  /** True while another page loads; the current rows stay, dimmed. */
  isRefreshing: boolean;
  onEditRole: (user: PublicUser) => void;
  /** When given, the name opens the member's consents. */
  onOpenConsents?: (user: PublicUser) => void;
  /** When both are given, a menu beside the role offers 'Export data' and 'Erase member'. */
  onExportData?: (user: PublicUser) => void;
  onEraseMember?: (user: PublicUser) => void;
}

/** Fixed widths: the columns stay put between 'Loading...', empty and filled pages. */
const USER_COLUMNS = ["w-[28%]", "w-[32%]", "w-[18%]", "w-[22%]"] as const;

/**
 * Full name (with the member's brands and known work details in small lines under it), email,
 * mobile number and the
 * role badge, which opens the role editor; beside it, the row's data actions when asked for.
 */
export function UsersTable({
  users,
  isPending,
  isRefreshing,
  onEditRole,
  onOpenConsents,
  onExportData,
  onEraseMember,
}: UsersTableProps) {
  return (
    <Table
      label="Users"
      busy={isRefreshing}
      minWidthClass="sm:min-w-[40rem]"
      columns={USER_COLUMNS}
      stacked
    >
      <TableHead>
        <TableHeaderCell>Full Name</TableHeaderCell>
        <TableHeaderCell>Email</TableHeaderCell>
        <TableHeaderCell>Mobile Number</TableHeaderCell>
        <TableHeaderCell>Role</TableHeaderCell>
      </TableHead>
      <TableBody>
        {isPending ? (
          <TableMessageRow colSpan={4}>Loading...</TableMessageRow>
        ) : !users || users.length === 0 ? (
          <TableMessageRow colSpan={4}>No data Available.</TableMessageRow>
        ) : (
          users.map((user) => (
            <tr key={user.id} className="hover:bg-slate-50/60">
              <TableCell className="font-medium text-slate-900">
                {onOpenConsents ? (
                  <button
                    type="button"
                    onClick={() => onOpenConsents(user)}
                    className="rounded-sm text-left hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    <span className="sr-only">Consents of </span>
                    {fullName(user)}
                  </button>
                ) : (
                  fullName(user)
                )}
                {user.brands.length > 0 && (
                  // The space keeps the name and the brands apart in the cell's text.
                  <>
                    {" "}
                    <span className="block text-xs font-normal text-slate-600">
                      <span className="sr-only">Brands: </span>
                      {user.brands.map((brand) => brand.name).join(" · ")}
                    </span>
                  </>
                )}
                {workSummary(user) && (
                  <>
                    {" "}
                    <span className="block text-xs font-normal text-slate-600">
                      <span className="sr-only">Work details: </span>
                      {workSummary(user)}
                    </span>
                  </>
                )}
              </TableCell>
              <TableCell label="Email" className="break-all">
                {user.email}
              </TableCell>
              <TableCell label="Mobile Number" className="whitespace-nowrap tabular-nums">
                {user.mobile_number}
              </TableCell>
              <TableCell label="Role">
                <div className="flex items-center justify-between gap-2">
                  <button
                    type="button"
                    onClick={() => onEditRole(user)}
                    className={badgeClassName(
                      ROLE_TONES[user.role],
                      "hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                    )}
                  >
                    <span className="sr-only">Change role of {fullName(user)}: </span>
                    {user.role}
                    <PencilIcon className="size-3" />
                  </button>
                  {onExportData && onEraseMember && (
                    <MemberActionsMenu
                      user={user}
                      onExportData={onExportData}
                      onEraseMember={onEraseMember}
                    />
                  )}
                </div>
              </TableCell>
            </tr>
          ))
        )}
      </TableBody>
    </Table>
  );
}
