import { cn } from "../../lib/cn";
import { SpinnerIcon } from "./icons";

const SIZES = { sm: "size-4", md: "size-6", lg: "size-10" } as const;

export interface SpinnerProps {
  size?: keyof typeof SIZES;
  className?: string;
}

/** A spinner announced to assistive technology as "Loading..." (SPEC section 2, Other). */
export function Spinner({ size = "md", className }: SpinnerProps) {
  return (
    <span role="status" className={cn("inline-flex text-brand-600", className)}>
      <SpinnerIcon className={cn("animate-spin", SIZES[size])} />
      <span className="sr-only">Loading...</span>
    </span>
  );
}
