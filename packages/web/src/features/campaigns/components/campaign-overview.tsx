import { type Campaign, FIRMOGRAPHIC_FIELD_LABELS, firmographicLabel } from "@sector/shared";
import type { ReactNode } from "react";
import { useCompanies } from "../../../lib/api/get-companies";
import { FIRMOGRAPHIC_FILTERS } from "../campaign-form-values";
import { useBrandTopics } from "../hooks/use-brand-topics";
import { CampaignDates } from "./campaign-dates";
import { CampaignProgress } from "./campaign-progress";
import { CampaignStatusBadge } from "./campaign-status-badge";

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-1 text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** Names joined for reading, or what an empty filter means. */
const listOr = (names: readonly string[], none: string) =>
  names.length === 0 ? <span className="text-slate-500">{none}</span> : names.join(", ");

/**
 * A campaign at a glance: where it stands, its leads against its cap, when it runs, what it
 * sponsors, who may share (its work details' filters only when they narrow) and what it asks.
 */
export function CampaignOverview({ campaign }: { campaign: Campaign }) {
  const { data: companies } = useCompanies();
  const { filters } = campaign;
  const { topics } = useBrandTopics(filters.company_ids);
  const brandName = new Map((companies ?? []).map((c) => [c.id, c.name]));
  const brands = filters.company_ids.map((id) => brandName.get(id) ?? `Brand ${id}`);
  const topicName = new Map(topics.map((t) => [t.id, t.name]));
  const chosenTopics = filters.preference_ids.map((id) => topicName.get(id) ?? `Topic ${id}`);

  return (
    <section
      aria-label="Campaign overview"
      className="space-y-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <CampaignStatusBadge status={campaign.status} />
        <span className="text-sm text-slate-600">
          <CampaignDates campaign={campaign} />
        </span>
      </div>
      <CampaignProgress
        leads={campaign.leads}
        leadCap={campaign.lead_cap}
        capReached={campaign.cap_reached}
        label="Leads to the cap"
        className="max-w-xl"
      />
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Item term="Sponsored resources">
          <ul className="space-y-0.5">
            {campaign.resources.map((resource) => (
              <li key={resource.id}>{resource.title}</li>
            ))}
          </ul>
        </Item>
        <Item term="Brands">{listOr(brands, "Every brand")}</Item>
        <Item term="Topics">{listOr(chosenTopics, "Every topic")}</Item>
        <Item term="Job title words">{listOr(filters.job_titles, "Any job title")}</Item>
        {FIRMOGRAPHIC_FILTERS.filter(({ name }) => filters[name].length > 0).map(
          ({ name, field, label }) => (
            <Item key={name} term={label}>
              {filters[name].map((value) => firmographicLabel(field, value)).join(", ")}
            </Item>
          ),
        )}
        <Item term="Questions">
          {campaign.questions.length === 0 ? (
            <span className="text-slate-500">None asked</span>
          ) : (
            <ol className="list-decimal space-y-0.5 pl-5">
              {campaign.questions.map((question) => (
                <li key={question.id}>
                  {question.label}
                  <span className="text-slate-500">
                    {question.required ? " (required)" : ""}
                    {question.profile_field
                      ? ` · fills ${FIRMOGRAPHIC_FIELD_LABELS[question.profile_field].toLowerCase()}`
                      : ""}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Item>
      </dl>
    </section>
  );
}
