import { Link, Navigate, useParams } from "react-router";
import { Button } from "../../components/ui/button";
import { ChevronLeftIcon } from "../../components/ui/icons";
import { PageHeader } from "../../components/ui/page-header";
import { useDownloadRegistrants } from "../../features/events-admin/api/download-registrants";
import { AttendanceImport } from "../../features/events-admin/components/attendance-import";
import { EventCounts } from "../../features/events-admin/components/event-counts";
import { EventWhenText } from "../../features/events-admin/components/event-when-text";
import { RegistrationsPerDayChart } from "../../features/events-admin/components/lazy-charts";
import { RegistrantsPanel } from "../../features/events-admin/components/registrants-panel";
import { RegistrationsPerDayTable } from "../../features/events-admin/components/registrations-per-day-table";
import { EVENT_ADMIN_PATH } from "../../features/events-admin/event-admin-paths";
import { registrationDays } from "../../features/events-admin/registration-days";
import { ChartCard } from "../../features/insights/components/chart-card";
import { useStaffEvent } from "../../lib/api/get-staff-event";
import { isApiError } from "../../lib/api-client";
import { useSignedInUser } from "../../lib/auth-store";
import { reportError } from "../../lib/report-error";

const idFrom = (value: string): number | null => {
  const id = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
};

/**
 * /event-admin/{id} (staff): one event: its registrations counted and per day; for admins, its
 * registrants (searched, filtered, exported as CSV) and its attendance, imported from the
 * meeting's report. Like every member list, registrants are the admins' (the server answers an
 * employee 403), so an employee sees the counts alone.
 */
export default function EventAdminEventRoute() {
  const isAdmin = useSignedInUser().role === "admin";
  const { id = "" } = useParams();
  const eventId = idFrom(id);
  const detail = useStaffEvent(eventId);
  const download = useDownloadRegistrants();
  if (eventId === null) return <Navigate to="/404" replace />;

  const back = (
    <Link
      to={EVENT_ADMIN_PATH}
      className="mb-3 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <ChevronLeftIcon className="size-4" />
      All events
    </Link>
  );

  const event = detail.data?.event;
  if (!event) {
    const missing = isApiError(detail.error) && detail.error.status === 404;
    return (
      <>
        {back}
        <PageHeader title="Event" />
        <p className="text-sm text-slate-600" aria-busy={detail.isPending || undefined}>
          {detail.isPending
            ? "Loading..."
            : missing
              ? "This event does not exist."
              : "The event could not be loaded."}
        </p>
      </>
    );
  }

  const perDay = detail.data?.registrations_per_day ?? [];
  const days = registrationDays(perDay);
  return (
    <>
      {back}
      <PageHeader
        title={event.title}
        subtitle={
          <>
            {event.company.name} · <EventWhenText event={event} />
          </>
        }
        actions={
          isAdmin && (
            <Button
              loading={download.isPending}
              onClick={async () => {
                try {
                  await download.mutateAsync(event.id);
                } catch (error) {
                  reportError(error, "The download failed. Please try again.");
                }
              }}
            >
              Export CSV
            </Button>
          )
        }
      />
      <EventCounts event={event} />
      <ChartCard
        title="Registrations per day"
        description="Members who registered, per day (UTC), whatever became of their registration."
        state={days.length === 0 ? "empty" : "ready"}
        emptyText="No registrations yet"
        chart={<RegistrationsPerDayChart days={days} />}
        numbers={<RegistrationsPerDayTable perDay={perDay} />}
      />
      {isAdmin ? (
        <>
          <AttendanceImport eventId={event.id} />
          <RegistrantsPanel eventId={event.id} />
        </>
      ) : (
        <p className="mt-8 text-sm text-slate-600">
          The registrants and the attendance import are visible to admins.
        </p>
      )}
    </>
  );
}
