import { useState } from "react";
import { cn } from "../../../lib/cn";

export interface SponsorLogoProps {
  name: string;
  src: string | null;
  className?: string;
}

/**
 * A sponsor's logo in a fixed box (nothing shifts as it loads). Without a logo, or when it
 * fails to load, the sponsor's initial stands in. Decorative: the name is always beside it.
 */
export function SponsorLogo({ name, src, className }: SponsorLogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && src !== "" && failedSrc !== src;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-50 ring-1 ring-slate-200",
        className,
      )}
    >
      {showImage ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
          className="size-full object-contain p-1"
        />
      ) : (
        // Generated content: the initial is drawn, but no part of the text beside the name.
        <span
          data-initial={name.trim().slice(0, 1).toUpperCase()}
          className="text-base font-bold text-slate-500 before:content-[attr(data-initial)]"
        />
      )}
    </span>
  );
}
