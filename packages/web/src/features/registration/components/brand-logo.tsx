import { useState } from "react";
import { cn } from "../../../lib/cn";

export interface BrandLogoProps {
  src: string;
  name: string;
  className?: string;
}

/**
 * The brand's logo at a fixed size (no layout shift); if the image can't be loaded, the
 * brand's name in its place.
 */
export function BrandLogo({ src, name, className }: BrandLogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <span
        className={cn(
          "inline-flex h-10 items-center text-2xl font-extrabold tracking-tight text-(--brand-primary)",
          className,
        )}
      >
        {name}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={name}
      width={160}
      height={48}
      onError={() => setFailedSrc(src)}
      className={cn("h-10 w-auto", className)}
    />
  );
}
