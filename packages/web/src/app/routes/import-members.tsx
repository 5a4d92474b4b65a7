import { PageHeader } from "../../components/ui/page-header";
import { MemberImportPanel } from "../../features/member-import/components/member-import-panel";

/** /import-members (admin): upload a CSV of members, map its columns, dry run, import. */
export default function ImportMembersRoute() {
  return (
    <>
      <PageHeader
        title="Import members"
        subtitle="Members from events and older systems, as a CSV file"
      />
      <MemberImportPanel />
    </>
  );
}
