import { useState } from "react";
import { cn } from "../../../lib/cn";

export interface CompanyLogoProps {
  name: string;
  src: string;
  className?: string;
}

/**
 * The logo in a fixed box (nothing shifts when it loads), scaled to fit. A logo that
 * fails to load gives way to the company's initials.
 */
export function CompanyLogo({ name, src, className }: CompanyLogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src || !src;
  return (
    <span
      className={cn(
        "flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-50 ring-1 ring-slate-200",
        className,
      )}
    >
      {failed ? (
        <span aria-hidden="true" className="text-lg font-bold tracking-tight text-slate-500">
          {name.slice(0, 4).toUpperCase()}
        </span>
      ) : (
        <img
          src={src}
          alt={`${name} logo`}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
          className="size-full object-contain p-2"
        />
      )}
    </span>
  );
}
