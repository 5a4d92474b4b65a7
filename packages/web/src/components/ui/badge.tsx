import { cn } from "../../lib/cn";

const TONES = {
  gray: "bg-slate-100 text-slate-700 ring-slate-500/20",
  brand: "bg-brand-50 text-brand-700 ring-brand-600/20",
  green: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  amber: "bg-amber-50 text-amber-800 ring-amber-600/20",
  red: "bg-red-50 text-red-700 ring-red-600/20",
} as const;

export type BadgeTone = keyof typeof TONES;

/** Classes of a badge; also for a button that looks like one (e.g. a clickable role). */
export function badgeClassName(tone: BadgeTone = "gray", extra?: string): string {
  return cn(
    "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
    TONES[tone],
    extra,
  );
}
