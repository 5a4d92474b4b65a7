import { useId } from "react";
import { badgeClassName } from "../../../components/ui/badge";
import { cn } from "../../../lib/cn";

/** How full a campaign is: its leads against its cap, never past 100 %. */
export function leadProgress(leads: number, cap: number) {
  const percent = cap <= 0 ? 0 : Math.min(100, Math.floor((leads / cap) * 100));
  return { leads, cap, percent, full: cap > 0 && leads >= cap };
}

export interface CampaignProgressProps {
  leads: number;
  leadCap: number;
  /** The server's word on it; the count is checked too, so a stale flag cannot hide a full cap. */
  capReached: boolean;
  /** The bar's name for assistive technology, e.g. "Leads of Spring launch". */
  label?: string;
  className?: string;
}

/**
 * A campaign's leads against its cap: "2 / 5" above a bar, and "Cap reached" once it is full
 * (the campaign then takes no more leads).
 */
export function CampaignProgress({
  leads,
  leadCap,
  capReached,
  label = "Leads",
  className,
}: CampaignProgressProps) {
  const textId = useId();
  const progress = leadProgress(leads, leadCap);
  const full = capReached || progress.full;
  return (
    <div className={cn("min-w-0", className)}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <span id={textId} className="font-semibold text-slate-900 tabular-nums">
          {leads} / {leadCap}
        </span>
        {full && <span className={badgeClassName("amber")}>Cap reached</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-describedby={textId}
        aria-valuemin={0}
        aria-valuemax={leadCap}
        aria-valuenow={Math.min(leads, leadCap)}
        aria-valuetext={`${leads} of ${leadCap} leads (${progress.percent}%)`}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn(
            "h-full rounded-full transition-[width] duration-500",
            full ? "bg-amber-600" : "bg-brand-600",
          )}
          style={{ width: `${progress.percent}%` }}
        />
      </div>
    </div>
  );
}
