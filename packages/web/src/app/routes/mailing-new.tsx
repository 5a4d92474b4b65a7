import { useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "../../components/ui/page-header";
import { MailingComposer } from "../../features/mailings/components/mailing-composer";
import { mailingPath } from "../../features/mailings/mailing-paths";
import { useCompanies } from "../../lib/api/get-companies";
import { useComposerSources } from "../mailing-composer-sources";

/** The brand chosen on the list (?brand=3). */
const brandFrom = (value: string | null): number | null =>
  value && /^\d+$/.test(value) ? Number(value) : null;

/**
 * /mailings/new (staff): a new mailing's draft. Once saved it opens at /mailings/{id}, where
 * it is previewed for a member, tested and sent.
 */
export default function MailingNewRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: companies, isPending } = useCompanies();
  const sources = useComposerSources();
  const asked = brandFrom(params.get("brand"));
  const companyId = companies?.find((c) => c.id === asked)?.id ?? companies?.[0]?.id ?? null;

  return (
    <>
      <PageHeader
        title="New mailing"
        subtitle="A draft: nothing is sent until an admin sends it. Save it to preview it for a member."
      />
      {companyId === null ? (
        <p className="text-sm text-slate-600">{isPending ? "Loading..." : "No brand yet."}</p>
      ) : (
        <section className="rounded-xl bg-white px-5 py-5 shadow-sm ring-1 ring-slate-200 sm:px-6">
          <MailingComposer
            companyId={companyId}
            {...sources}
            onSaved={(mailing) => navigate(mailingPath(mailing.id))}
          />
        </section>
      )}
    </>
  );
}
