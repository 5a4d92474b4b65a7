import { cn } from "../../lib/cn";

const SIZES = {
  sm: "size-8 text-sm",
  md: "size-10 text-base",
  lg: "size-20 text-2xl",
} as const;

export interface AvatarProps {
  /** One or two letters. */
  initials: string;
  size?: keyof typeof SIZES;
  className?: string;
}

/** Initials in a circle; decorative, so the surrounding control or text carries the name. */
export function Avatar({ initials, size = "md", className }: AvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700",
        SIZES[size],
        className,
      )}
    >
      {initials}
    </span>
  );
}
