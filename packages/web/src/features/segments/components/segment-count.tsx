import { type MailingPurpose, type SegmentRules, segmentRulesSchema } from "@sector/shared";
import { useDebounce } from "use-debounce";
import { Spinner } from "../../../components/ui/spinner";
import { useSegmentRulesCount } from "../api/count-segment-rules";

/** The rules are counted once they have stopped changing this long. */
export const SEGMENT_COUNT_DEBOUNCE_MS = 400;

export interface SegmentCountProps {
  companyId: number;
  purpose: MailingPurpose;
  rules: SegmentRules;
}

const PURPOSE_CONSENT: Record<MailingPurpose, string> = {
  resources: "resources and event invitations",
  partners: "partners' communications",
};

/** The members the rules reach now, counted by the server as the rules change. */
export function SegmentCount({ companyId, purpose, rules }: SegmentCountProps) {
  // The key is the rules' text, so an equal object made anew asks nothing.
  const [asked] = useDebounce(JSON.stringify(rules), SEGMENT_COUNT_DEBOUNCE_MS);
  const checked = segmentRulesSchema.safeParse(JSON.parse(asked));
  const count = useSegmentRulesCount(
    checked.success ? { companyId, purpose, rules: checked.data } : null,
  );
  const settling = asked !== JSON.stringify(rules) || count.isFetching;

  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center gap-2 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-200"
    >
      {!checked.success ? (
        <span className="text-red-700">{checked.error.issues[0]?.message}</span>
      ) : count.data === undefined ? (
        <span>{count.isError ? "The members could not be counted." : "Counting members..."}</span>
      ) : (
        <span>
          <strong className="text-base tabular-nums">{count.data.toLocaleString("en-US")}</strong>{" "}
          consenting {count.data === 1 ? "member" : "members"}{" "}
          <span className="text-brand-800">(consent to {PURPOSE_CONSENT[purpose]})</span>
        </span>
      )}
      {settling && checked.success && <Spinner size="sm" className="shrink-0" />}
    </div>
  );
}
