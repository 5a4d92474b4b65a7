import type { NewsletterCounts, NewsletterStatus } from "@sector/shared";
import { useId } from "react";
import { deliveryProgress } from "./delivery-progress";

export interface NewsletterProgressProps {
  status: NewsletterStatus;
  counts: NewsletterCounts;
}

const COUNT_LABELS: readonly [keyof NewsletterCounts, string][] = [
  ["recipients", "Recipients"],
  ["sent", "Sent"],
  ["failed", "Failed"],
  ["skipped", "Skipped"],
  ["clicked_members", "Clicked"],
  ["unsubscribed", "Unsubscribed"],
  ["bounced", "Bounced"],
  ["complained", "Complaints"],
];

/**
 * An edition's counts, and while it is sending (or once it went out) a bar of how many of its
 * recipients are done: sent, failed or skipped (nothing to read).
 */
export function NewsletterProgress({ status, counts }: NewsletterProgressProps) {
  const labelId = useId();
  const { done, total, percent } = deliveryProgress(counts);
  const showBar = status === "sending" || status === "sent";
  return (
    <div className="space-y-3">
      {showBar && (
        <div>
          <div className="flex justify-between text-sm text-slate-700">
            <span id={labelId} className="font-medium">
              {status === "sending" ? "Sending" : "Delivered"}
            </span>
            <span>
              {done} of {total} done
            </span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done}
            aria-valuetext={`${done} of ${total} recipients done (${percent}%)`}
            className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {COUNT_LABELS.map(([key, label]) => (
          <div key={key} className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {label}
            </dt>
            <dd className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums">
              {counts[key]}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
