import { cn } from "../../lib/cn";
import { APP_NAME } from "../../lib/config";

/** The product mark and name. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
        <rect
          width="32"
          height="32"
          rx="8"
          className={inverted ? "fill-white" : "fill-brand-600"}
        />
        <path
          className={inverted ? "fill-brand-600" : "fill-white"}
          d="M9 21.5c1.6 1.3 3.9 2 6.6 2 4 0 6.9-1.9 6.9-5 0-2.6-1.9-3.9-5.6-4.6l-2-.4c-1.8-.3-2.6-.9-2.6-1.9 0-1.2 1.2-2 3.1-2 1.8 0 3.3.6 4.5 1.6l1.8-2.3C20.2 7.6 18.1 7 15.6 7c-3.8 0-6.4 2-6.4 4.9 0 2.5 1.7 3.9 5.3 4.6l2 .4c2 .4 2.8.9 2.8 2 0 1.3-1.3 2.1-3.5 2.1-2 0-3.8-.7-5.2-1.9Z"
        />
      </svg>
      <span
        className={cn(
          "text-lg font-bold tracking-tight",
          inverted ? "text-white" : "text-slate-900",
        )}
      >
        {APP_NAME}
      </span>
    </span>
  );
}
