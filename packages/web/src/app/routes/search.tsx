import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/ui/page-header";
import { idNameOptions, Select } from "../../components/ui/select";
import { useEventRegistrations } from "../../features/events/hooks/use-event-registrations";
import { recordOpen } from "../../features/feed/api/record-open";
import { SearchField } from "../../features/search/components/search-field";
import { SearchResults } from "../../features/search/components/search-results";
import { useSponsorGate } from "../../features/sponsor-sharing/hooks/use-sponsor-gate";
import { useCompanies } from "../../lib/api/get-companies";
import { useEventSponsorQuestion } from "../event-sponsor-question";

/** The "All brands" choice of the brand filter. */
const ALL_BRANDS = 0;

/**
 * /search?q={words}&company={id} (every signed-in role): the library's resources that match,
 * every brand's or one brand's, as feed cards.
 */
export default function SearchRoute() {
  const [params, setParams] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  const companyParam = Number(params.get("company"));
  const companyId = Number.isSafeInteger(companyParam) && companyParam > 0 ? companyParam : null;
  const { data: companies } = useCompanies();
  // A sponsored result the member may share their details for asks before it opens.
  const sponsorGate = useSponsorGate(recordOpen);
  // Events under the cards: Register, or where the member stands.
  const registrations = useEventRegistrations(useEventSponsorQuestion());

  const chooseBrand = (id: number) => {
    const next = new URLSearchParams(params);
    if (id === ALL_BRANDS) next.delete("company");
    else next.set("company", String(id));
    setParams(next);
  };

  return (
    <>
      <PageHeader
        title="Search"
        subtitle={
          q ? `Resources matching '${q}'` : "Reports, whitepapers and events of every brand"
        }
      />
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end">
        {/* The top bar's field is hidden on phones (it lives in the menu drawer there). */}
        <SearchField className="sm:hidden" />
        <Select
          label="Brand"
          value={companyId ?? ALL_BRANDS}
          onChange={chooseBrand}
          options={[{ value: ALL_BRANDS, label: "All brands" }, ...idNameOptions(companies)]}
          className="sm:w-64"
        />
      </div>
      {q ? (
        <SearchResults
          q={q}
          companyId={companyId}
          onOpen={sponsorGate.onOpen}
          cardFooter={registrations.cardFooter}
        />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-sm font-medium text-slate-600">
          Type words from a title, a topic or a brand, then press Enter.
        </p>
      )}
      {sponsorGate.dialog}
      {registrations.dialogs}
    </>
  );
}
