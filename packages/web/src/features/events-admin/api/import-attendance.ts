import type { AttendanceReport } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { staffEventsQueryKeyRoot } from "../../../lib/query-keys";

/**
 * POST /events/{id}/attendance (staff, multipart, field `file`): a Zoom or Teams attendance
 * report. Marks each registered member attended (with minutes) or a no-show.
 */
export async function importAttendance({
  eventId,
  file,
}: {
  eventId: number;
  file: File;
}): Promise<AttendanceReport> {
  const form = new FormData();
  form.append("file", file, file.name);
  const { report } = await api.post<{ report: AttendanceReport }>(
    `/events/${eventId}/attendance`,
    form,
  );
  return report;
}

/** Imports attendance, then asks again for every staff answer about events: the counts moved. */
export function useImportAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importAttendance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffEventsQueryKeyRoot }),
  });
}
