import { Button } from "./button";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";

export interface PagerProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Users pages". */
  label?: string;
  className?: string;
}

/**
 * Prev / 'Page {n} of {total}' / Next. Prev is disabled on the first page and Next on
 * the last, so the page never leaves 1..totalPages.
 */
export function Pager({
  page,
  totalPages,
  onPageChange,
  label = "Pagination",
  className,
}: PagerProps) {
  const last = Math.max(1, totalPages);
  return (
    <nav aria-label={label} className={className}>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(Math.max(1, page - 1))}
        >
          <ChevronLeftIcon className="size-4" />
          Prev
        </Button>
        <p aria-live="polite" className="text-sm whitespace-nowrap text-slate-700">
          Page {page} of {last}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= last}
          onClick={() => onPageChange(Math.min(last, page + 1))}
        >
          Next
          <ChevronRightIcon className="size-4" />
        </Button>
      </div>
    </nav>
  );
}

/** Pages needed for `total` items, `pageSize` per page (SPEC: total divided by size, rounded up). */
export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}
