import {
  type CampaignLead,
  type CampaignQuestion,
  FIRMOGRAPHIC_FIELD_LABELS,
  FIRMOGRAPHIC_FIELDS,
  firmographicLabel,
  LEAD_REJECT_REASON_LABELS,
  type LeadDeliveryStatus,
} from "@sector/shared";
import { type BadgeTone, badgeClassName } from "../../../components/ui/badge";
import {
  Table,
  TableActionButton,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableMessageRow,
} from "../../../components/ui/table";
import { formatDateTime } from "../../../lib/dates";

export interface CampaignLeadsTableProps {
  leads: CampaignLead[] | undefined;
  /** The campaign's questions: an answer is shown under its wording. */
  questions: readonly CampaignQuestion[];
  isPending: boolean;
  /** True while another page loads; the current rows stay, dimmed. */
  isRefreshing: boolean;
  onReject: (lead: CampaignLead) => void;
  onRestore: (lead: CampaignLead) => void;
  /** The lead whose restore is on its way: its button waits. */
  restoringId?: number | null;
  /** The sponsor's destinations' names by id, to name each delivery. */
  destinationNames?: Readonly<Record<number, string>>;
  /** Delivers a lead again to each of its destinations; without it, no Redeliver. */
  onRedeliver?: (lead: CampaignLead) => void;
  /** The lead whose redelivery is on its way: its button waits. */
  redeliveringId?: number | null;
}

const DELIVERY_BADGES: Record<LeadDeliveryStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: "Pending", tone: "gray" },
  delivered: { label: "Delivered", tone: "green" },
  failed: { label: "Failed", tone: "red" },
  skipped: { label: "Skipped", tone: "amber" },
};

/**
 * Where the lead stands at each of its sponsor's destinations: the destination, a status
 * badge, attempts, when delivered, and the last error (also on hover).
 */
function LeadDeliveries({
  lead,
  names,
}: {
  lead: CampaignLead;
  names: Readonly<Record<number, string>>;
}) {
  if (lead.deliveries.length === 0) return null;
  return (
    <ul aria-label="Deliveries" className="mt-2 space-y-1.5 text-xs text-slate-700">
      {lead.deliveries.map((d) => {
        const badge = DELIVERY_BADGES[d.status];
        return (
          <li key={d.destination_id} title={d.last_error ?? undefined}>
            <span className="font-medium break-words text-slate-800">
              {names[d.destination_id] ?? `Destination ${d.destination_id}`}:
            </span>{" "}
            <span className={badgeClassName(badge.tone)}>{badge.label}</span>{" "}
            <span className="tabular-nums">
              {d.attempts} {d.attempts === 1 ? "attempt" : "attempts"}
            </span>
            {d.delivered_at && (
              <span className="block tabular-nums">Delivered {formatDateTime(d.delivered_at)}</span>
            )}
            {d.last_error && d.status !== "delivered" && (
              <span className="block break-words text-slate-600">
                <span className="sr-only">Last error: </span>
                {d.last_error}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

const LEAD_COLUMNS = ["w-[17%]", "w-[14%]", "w-[17%]", "w-[20%]", "w-[12%]", "w-[11%]", "w-[9%]"];

export const leadName = (lead: CampaignLead) =>
  `${lead.member.first_name} ${lead.member.last_name}`.trim() || lead.member.email;

/** A lead's answers in the questions' order, each under its wording; codes read as labels. */
export function answerLines(
  lead: CampaignLead,
  questions: readonly CampaignQuestion[],
): { question: string; answer: string }[] {
  const asked = new Map(questions.map((q) => [q.id, q]));
  const order = [
    ...questions.map((q) => q.id).filter((id) => id in lead.answers),
    // A question removed from the campaign since: its answer stays, under its id.
    ...Object.keys(lead.answers).filter((id) => !asked.has(id)),
  ];
  return order.map((id) => {
    const question = asked.get(id);
    const raw = lead.answers[id] ?? "";
    const values = Array.isArray(raw) ? raw : [raw];
    const field = question?.profile_field;
    const answer = values.map((v) => (field ? firmographicLabel(field, v) : v)).join(", ");
    return { question: question?.label ?? id, answer };
  });
}

/** The five work details the lead was sold with, those known, as "Field: Label". */
export function workDetailLines(lead: CampaignLead): string[] {
  return FIRMOGRAPHIC_FIELDS.flatMap((field) => {
    const value = lead.member[field];
    return value ? [`${FIRMOGRAPHIC_FIELD_LABELS[field]}: ${firmographicLabel(field, value)}`] : [];
  });
}

/**
 * A campaign's leads, newest first: the member as sold (name, email, company, job title, work
 * details), their answers, delivered or rejected (with the reason and note) and where it stands
 * at each of the sponsor's destinations, when they shared, and Reject or Restore, and
 * Redeliver. Below sm each lead is a card.
 */
export function CampaignLeadsTable({
  leads,
  questions,
  isPending,
  isRefreshing,
  onReject,
  onRestore,
  restoringId = null,
  destinationNames = {},
  onRedeliver,
  redeliveringId = null,
}: CampaignLeadsTableProps) {
  return (
    <Table
      label="Lead list"
      busy={isRefreshing}
      minWidthClass="sm:min-w-[64rem]"
      columns={LEAD_COLUMNS}
      stacked
    >
      <TableHead>
        <TableHeaderCell>Member</TableHeaderCell>
        <TableHeaderCell>Company</TableHeaderCell>
        <TableHeaderCell>Work details</TableHeaderCell>
        <TableHeaderCell>Answers</TableHeaderCell>
        <TableHeaderCell>Status</TableHeaderCell>
        <TableHeaderCell>Shared</TableHeaderCell>
        <TableHeaderCell>
          <span className="sr-only">Actions</span>
        </TableHeaderCell>
      </TableHead>
      <TableBody>
        {isPending ? (
          <TableMessageRow colSpan={7}>Loading...</TableMessageRow>
        ) : !leads || leads.length === 0 ? (
          <TableMessageRow colSpan={7}>No leads yet.</TableMessageRow>
        ) : (
          leads.map((lead) => {
            const name = leadName(lead);
            const details = workDetailLines(lead);
            const answers = answerLines(lead, questions);
            const rejected = lead.status === "rejected";
            return (
              <tr key={lead.id} className="align-top hover:bg-slate-50/60">
                <TableCell className="font-medium text-slate-900">
                  {name}{" "}
                  <span className="block text-xs font-normal break-all text-slate-600">
                    <span className="sr-only">Email: </span>
                    {lead.member.email}
                  </span>
                </TableCell>
                <TableCell label="Company">
                  {lead.member.company}{" "}
                  <span className="block text-xs text-slate-600">
                    <span className="sr-only">Job title: </span>
                    {lead.member.job_title}
                  </span>
                </TableCell>
                <TableCell label="Work details" className="text-xs">
                  {details.length === 0 ? (
                    <span className="text-slate-500">None known</span>
                  ) : (
                    <ul className="space-y-0.5">
                      {details.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  )}
                </TableCell>
                <TableCell label="Answers" className="text-xs">
                  {answers.length === 0 ? (
                    <span className="text-slate-500">None</span>
                  ) : (
                    <ul className="space-y-0.5">
                      {answers.map(({ question, answer }) => (
                        <li key={question} className="break-words">
                          <span className="font-medium text-slate-800">{question}:</span> {answer}
                        </li>
                      ))}
                    </ul>
                  )}
                </TableCell>
                <TableCell label="Status">
                  <span className={badgeClassName(rejected ? "amber" : "green")}>
                    {rejected ? "Rejected" : "Delivered"}
                  </span>
                  {rejected && lead.reason && (
                    <>
                      {" "}
                      <span className="mt-1 block text-xs text-slate-700">
                        <span className="sr-only">Reason: </span>
                        {LEAD_REJECT_REASON_LABELS[lead.reason]}
                      </span>
                    </>
                  )}
                  {rejected && lead.note && (
                    <>
                      {" "}
                      <span className="block text-xs break-words text-slate-600">
                        <span className="sr-only">Note: </span>
                        {lead.note}
                      </span>
                    </>
                  )}
                  <LeadDeliveries lead={lead} names={destinationNames} />
                </TableCell>
                <TableCell label="Shared" className="text-xs whitespace-nowrap tabular-nums">
                  {formatDateTime(lead.created_at)}
                </TableCell>
                <TableCell className="text-right max-sm:text-left">
                  {rejected ? (
                    <TableActionButton
                      onClick={() => onRestore(lead)}
                      disabled={restoringId === lead.id}
                      aria-busy={restoringId === lead.id || undefined}
                    >
                      Restore<span className="sr-only"> lead of {name}</span>
                    </TableActionButton>
                  ) : (
                    <TableActionButton onClick={() => onReject(lead)}>
                      Reject<span className="sr-only"> lead of {name}</span>
                    </TableActionButton>
                  )}
                  {onRedeliver && lead.deliveries.length > 0 && (
                    <TableActionButton
                      onClick={() => onRedeliver(lead)}
                      disabled={redeliveringId === lead.id}
                      aria-busy={redeliveringId === lead.id || undefined}
                    >
                      Redeliver<span className="sr-only"> lead of {name}</span>
                    </TableActionButton>
                  )}
                </TableCell>
              </tr>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
