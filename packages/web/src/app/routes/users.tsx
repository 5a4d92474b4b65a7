import type { PublicUser } from "@sector/shared";
import { USERS_PAGE_SIZE } from "@sector/shared";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/page-header";
import { Pager, pageCount } from "../../components/ui/pager";
import {
  ConsentHistoryModal,
  type ConsentMember,
} from "../../features/consents/components/consent-history-modal";
import { useUsers } from "../../features/users/api/get-users";
import { EditRoleModal } from "../../features/users/components/edit-role-modal";
import { EraseMemberModal } from "../../features/users/components/erase-member-modal";
import { ExportMemberDataModal } from "../../features/users/components/export-member-data-modal";
import { InviteStaffModal } from "../../features/users/components/invite-staff-modal";
import { StaffInvitationsList } from "../../features/users/components/staff-invitations-list";
import { UsersSearch } from "../../features/users/components/users-search";
import { UsersTable } from "../../features/users/components/users-table";
import { fullName } from "../../lib/user";

/**
 * /users (admin): every user, five a page, and their roles; `?search=` narrows to names and
 * email addresses holding it (the command palette opens a member that way). Admins invite staff
 * here too, and see the invitations still open.
 */
export default function UsersRoute() {
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  // The page belongs to its search: another search (typed, or opened from the command palette)
  // starts at its first page.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search, page: next });
  const { data, isPending, isPlaceholderData } = useUsers({
    page,
    pageSize: USERS_PAGE_SIZE,
    search,
  });
  const [editing, setEditing] = useState<PublicUser | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [consentsOf, setConsentsOf] = useState<ConsentMember | null>(null);
  const [consentsOpen, setConsentsOpen] = useState(false);
  const [inviting, setInviting] = useState(false);
  // The member stays set while a dialog fades out; `open` alone says whether it shows.
  const [dataAction, setDataAction] = useState<{ kind: "export" | "erase"; user: PublicUser }>();
  const [dataActionOpen, setDataActionOpen] = useState(false);
  const openDataAction = (kind: "export" | "erase") => (user: PublicUser) => {
    setDataAction({ kind, user });
    setDataActionOpen(true);
  };
  const closeDataAction = () => setDataActionOpen(false);
  const totalPages = pageCount(data?.totalUsers ?? 0, USERS_PAGE_SIZE);

  // Users deleted meanwhile can leave the page past the end: go back to the last one.
  if (data && !isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);

  return (
    <>
      <PageHeader
        title="Users"
        subtitle="Members and staff, and their roles"
        actions={<Button onClick={() => setInviting(true)}>Invite staff</Button>}
      />
      <StaffInvitationsList />
      <UsersSearch
        value={search}
        onSearch={(text) => {
          setParams(text ? { search: text } : {}, { replace: true });
        }}
      />
      <UsersTable
        users={data?.users}
        isPending={isPending}
        isRefreshing={isPlaceholderData}
        onEditRole={(user) => {
          setEditing(user);
          setModalOpen(true);
        }}
        onOpenConsents={(user) => {
          setConsentsOf({ id: user.id, name: fullName(user), email: user.email });
          setConsentsOpen(true);
        }}
        onExportData={openDataAction("export")}
        onEraseMember={openDataAction("erase")}
      />
      <Pager
        className="mt-4"
        label="Users pages"
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
      />
      <InviteStaffModal open={inviting} onClose={() => setInviting(false)} />
      <EditRoleModal open={modalOpen} user={editing} onClose={() => setModalOpen(false)} />
      <ConsentHistoryModal
        open={consentsOpen}
        member={consentsOf}
        onClose={() => setConsentsOpen(false)}
      />
      <ExportMemberDataModal
        open={dataActionOpen && dataAction?.kind === "export"}
        member={dataAction?.user ?? null}
        onClose={closeDataAction}
      />
      <EraseMemberModal
        open={dataActionOpen && dataAction?.kind === "erase"}
        member={dataAction?.user ?? null}
        onClose={closeDataAction}
      />
    </>
  );
}
