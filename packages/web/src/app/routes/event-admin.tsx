import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/ui/page-header";
import { idNameOptions, Select } from "../../components/ui/select";
import { type EventsWhen, useStaffEvents } from "../../features/events-admin/api/list-staff-events";
import { EventsTable } from "../../features/events-admin/components/events-table";
import { WhenToggle } from "../../features/events-admin/components/when-toggle";
import { useCompanies } from "../../lib/api/get-companies";

/** The brand choice that stands for every brand. */
const ALL_BRANDS = 0;

const brandFrom = (value: string | null): number =>
  value && /^\d+$/.test(value) ? Number(value) : ALL_BRANDS;

/**
 * /event-admin (staff): upcoming or past events of every brand or one, with their registrations
 * counted; each opens its detail. The choices live in the address (?when=past&brand=2), so the
 * way back from an event's detail finds them again.
 */
export default function EventAdminRoute() {
  const [params, setParams] = useSearchParams();
  const when: EventsWhen = params.get("when") === "past" ? "past" : "upcoming";
  const brand = brandFrom(params.get("brand"));
  const { data: companies } = useCompanies();
  const list = useStaffEvents({ when, companyId: brand === ALL_BRANDS ? null : brand });

  const choose = (next: { when?: EventsWhen; brand?: number }) => {
    const nextWhen = next.when ?? when;
    const nextBrand = next.brand ?? brand;
    setParams(
      {
        ...(nextWhen === "past" && { when: "past" }),
        ...(nextBrand !== ALL_BRANDS && { brand: String(nextBrand) }),
      },
      { replace: true },
    );
  };

  return (
    <>
      <PageHeader
        title="Events"
        subtitle="Registrations, waitlists and attendance of the brands' events"
      />
      <div className="space-y-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <WhenToggle value={when} onChange={(value) => choose({ when: value })} />
          <Select
            label="Brand"
            value={brand}
            onChange={(id) => choose({ brand: id })}
            options={[{ value: ALL_BRANDS, label: "All brands" }, ...idNameOptions(companies)]}
            className="sm:w-64"
          />
        </div>
        <EventsTable
          events={list.data}
          when={when}
          isPending={list.isPending}
          busy={list.isPlaceholderData}
          failed={list.isError}
        />
      </div>
    </>
  );
}
