import { isFinishedImport } from "@sector/shared";
import { useState } from "react";
import { useMemberImport } from "../api/get-member-import";
import { ImportForm } from "./import-form";
import { ImportProgress } from "./import-progress";
import { ImportReport } from "./import-report";

/** The form, then the current import's progress bar and, once it is over, its report. */
export function MemberImportPanel() {
  const [currentId, setCurrentId] = useState<number | null>(null);
  const current = useMemberImport(currentId);
  const report = current.data?.id === currentId ? current.data : undefined;
  const running = currentId !== null && (!report || !isFinishedImport(report.status));
  return (
    <div className="space-y-6">
      <ImportForm onStarted={(id) => setCurrentId(id)} running={running} />
      {report && !isFinishedImport(report.status) && <ImportProgress summary={report} />}
      {report && isFinishedImport(report.status) && <ImportReport report={report} />}
    </div>
  );
}
