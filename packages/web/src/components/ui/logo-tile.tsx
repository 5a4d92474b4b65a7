import { useState } from "react";
import { cn } from "../../lib/cn";

/**
 * Up to two letters standing for a name: the first letter or digit of its first two words
 * ("Acme Security" → "AS", "Globex" → "G", "3M Health" → "3H").
 */
export function nameInitials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? "")
    .filter(Boolean)
    .slice(0, 2)
    .join("")
    .toUpperCase();
}

export interface LogoTileProps {
  /** Whose logo: its initials stand in when there is no logo, or it fails to load. */
  name: string;
  src: string | null;
  /** The box's size (40 × 40 px unless given) and more; the logo and the initials both fill it. */
  className?: string;
}

/**
 * A company's or sponsor's logo in a fixed box, so nothing shifts as it loads or when it
 * fails: without a logo, or once it fails to load, the name's initials take the same box.
 * Decorative: the name is always written beside it (or in the dialog's title).
 */
export function LogoTile({ name, src, className = "size-10" }: LogoTileProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && src !== "" && failedSrc !== src;
  return (
    <span
      aria-hidden="true"
      data-logo-tile=""
      className={cn(
        "flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-50 ring-1 ring-slate-200",
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
        // Generated content: the letters are drawn, but are no part of the text beside the name.
        <span
          data-initials={nameInitials(name)}
          className="text-base font-bold text-slate-500 before:content-[attr(data-initials)]"
        />
      )}
    </span>
  );
}
