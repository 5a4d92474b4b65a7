import { cn } from "../../lib/cn";

/** Classes of a sidebar link, highlighted when its route is active. */
export function navLinkClass({ isActive }: { isActive: boolean }): string {
  return cn(
    "group flex items-center gap-x-3 rounded-md px-3 py-2 text-sm/6 font-semibold",
    "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
    isActive
      ? "bg-brand-50 text-brand-700"
      : "text-slate-700 hover:bg-slate-50 hover:text-brand-700",
  );
}
