import { isFinishedImport } from "@sector/shared";
import { useState } from "react";
import { useMemberImport } from "../api/get-member-import";
import { ImportForm } from "./import-form";
import { ImportProgress } from "./import-progress";
import { ImportReport } from "./import-report";

interface Started {
  id: number;
  dryRun: boolean;
  total: number;
}

/** The form, then the current import's progress bar and, once it is over, its report. */
export function MemberImportPanel() {
  const [started, setStarted] = useState<Started | null>(null);
  const current = useMemberImport(started?.id ?? null);
  const report = current.data?.id === started?.id ? current.data : undefined;
  const finished = report !== undefined && isFinishedImport(report.status);
  return (
    <div className="space-y-6">
      <ImportForm
        onStarted={(id, dryRun, total) => setStarted({ id, dryRun, total })}
        running={started !== null && !finished}
      />
      {started && !finished && (
        <ImportProgress
          dryRun={started.dryRun}
          processed={report?.processed ?? 0}
          total={report?.total_rows ?? started.total}
        />
      )}
      {report && finished && <ImportReport report={report} />}
    </div>
  );
}
