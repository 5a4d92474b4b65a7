import { useState } from "react";
import { PageHeader } from "../../components/ui/page-header";
import { Pager, pageCount } from "../../components/ui/pager";
import { AUDIT_PAGE_SIZE, useAuditLog } from "../../features/audit/api/get-audit-log";
import { useStaff } from "../../features/audit/api/get-staff";
import { AuditFilters } from "../../features/audit/components/audit-filters";
import { AuditTable } from "../../features/audit/components/audit-table";
import { fullName } from "../../lib/user";

/** /audit (admin): what staff did, newest first, by action and by actor. */
export default function AuditLogRoute() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<string | null>(null);
  const [actorId, setActorId] = useState<number | null>(null);
  const { data, isPending, isPlaceholderData } = useAuditLog({ page, action, actorId });
  const staff = useStaff();
  const totalPages = pageCount(data?.total ?? 0, AUDIT_PAGE_SIZE);

  // The log only grows, but a filter can shrink it below the page shown: go to the last one.
  if (data && !isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);

  // Staff by name, and any actor of the rows shown who is no longer staff (or was not found).
  const actors = new Map<number, string>();
  for (const user of staff.data ?? []) actors.set(user.id, fullName(user));
  for (const { actor } of data?.entries ?? []) {
    if (actor && !actors.has(actor.id)) actors.set(actor.id, actor.name);
  }
  const actorList = [...actors]
    .map(([id, name]) => ({ id, name: name || `#${id}` }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);

  return (
    <>
      <PageHeader title="Audit log" subtitle="What staff did, newest first" />
      <AuditFilters
        action={action}
        onActionChange={(next) => {
          setAction(next);
          setPage(1);
        }}
        actorId={actorId}
        onActorChange={(next) => {
          setActorId(next);
          setPage(1);
        }}
        actors={actorList}
        actorsPending={staff.isPending}
        onClear={() => {
          setAction(null);
          setActorId(null);
          setPage(1);
        }}
      />
      <AuditTable entries={data?.entries} isPending={isPending} isRefreshing={isPlaceholderData} />
      <Pager
        className="mt-4"
        label="Audit log pages"
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
      />
    </>
  );
}
