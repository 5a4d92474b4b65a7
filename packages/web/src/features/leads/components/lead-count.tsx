import { SpinnerIcon } from "../../../components/ui/icons";
import { cn } from "../../../lib/cn";

export interface LeadCountProps {
  /** The last count the server gave, if any. */
  count: number | undefined;
  /** No brand chosen yet: nothing to count. */
  idle: boolean;
  /** The filters as they are now can't be counted (their errors show beside them). */
  invalid: boolean;
  /** The server could not count them (its message is toasted). */
  failed: boolean;
  /** The filters changed and their count is not in yet. */
  updating: boolean;
}

const numberFormat = new Intl.NumberFormat("en-US");

/** 'N matching members', announced politely as the filters change. */
export function LeadCount({ count, idle, invalid, failed, updating }: LeadCountProps) {
  return (
    <p
      aria-live="polite"
      aria-busy={updating || undefined}
      className={cn(
        "flex min-h-6 items-center gap-2 text-sm text-slate-700 transition-opacity",
        updating && count !== undefined && "opacity-60",
      )}
    >
      {idle ? (
        "Select a brand to count its members."
      ) : invalid ? null : failed && !updating ? (
        "The count is not available."
      ) : count === undefined ? (
        <>
          <SpinnerIcon className="size-4 animate-spin text-brand-600" />
          Counting...
        </>
      ) : (
        <span>
          <strong className="text-base font-semibold text-slate-900 tabular-nums">
            {numberFormat.format(count)}
          </strong>{" "}
          matching members
        </span>
      )}
    </p>
  );
}
