import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { ArrowDownIcon, ArrowsUpDownIcon, ArrowUpIcon } from "./icons";

export type SortDirection = "asc" | "desc";

export interface TableProps extends ComponentProps<"table"> {
  /** Names the scroll region for assistive technology (e.g. "Companies"). */
  label: string;
  /** Below this width the table scrolls sideways inside its card instead of squeezing. */
  minWidthClass?: string;
  /** Dims the rows while newer data is on its way. */
  busy?: boolean;
}

/**
 * A data table in a card. On narrow screens the card scrolls horizontally (keyboard
 * users can focus it and use the arrow keys), so the page itself never overflows. The card
 * is `relative` so that absolutely positioned screen-reader text is clipped with the rows
 * instead of widening the page.
 */
export function Table({
  label,
  minWidthClass = "min-w-[40rem]",
  busy = false,
  className,
  children,
  ...props
}: TableProps) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1), even while it holds no link or button.
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table
        aria-busy={busy || undefined}
        className={cn(
          "w-full divide-y divide-slate-200 text-left text-sm transition-opacity",
          minWidthClass,
          busy && "opacity-60",
          className,
        )}
        {...props}
      >
        {children}
      </table>
    </section>
  );
}

export function TableHead({ children }: { children: ReactNode }) {
  return (
    <thead className="bg-slate-50">
      <tr>{children}</tr>
    </thead>
  );
}

export function TableBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-slate-100">{children}</tbody>;
}

export function TableHeaderCell({ className, children, ...props }: ComponentProps<"th">) {
  return (
    <th
      scope="col"
      className={cn(
        "px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase",
        className,
      )}
      {...props}
    >
      {children}
    </th>
  );
}

export function TableCell({ className, children, ...props }: ComponentProps<"td">) {
  return (
    <td className={cn("px-4 py-3 align-middle text-slate-700", className)} {...props}>
      {children}
    </td>
  );
}

/** A compact text button in a row (Edit, add preferences), brand-coloured. */
export function TableActionButton({
  className,
  type = "button",
  ...props
}: ComponentProps<"button">) {
  return (
    <button
      type={type}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600",
        className,
      )}
      {...props}
    />
  );
}

export interface TableMessageRowProps {
  colSpan: number;
  children: ReactNode;
}

/** One full-width row for 'Loading...' and empty texts. */
export function TableMessageRow({ colSpan, children }: TableMessageRowProps) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-10 text-center text-sm text-slate-500">
        {children}
      </td>
    </tr>
  );
}

export interface SortableHeaderCellProps {
  children: ReactNode;
  /** The current direction of this column, or null when the table is not sorted by it. */
  direction: SortDirection | null;
  onSort: () => void;
  className?: string;
}

/** A column header that sorts on click; `aria-sort` tells screen readers the current order. */
export function SortableHeaderCell({
  children,
  direction,
  onSort,
  className,
}: SortableHeaderCellProps) {
  const Icon =
    direction === "asc" ? ArrowUpIcon : direction === "desc" ? ArrowDownIcon : ArrowsUpDownIcon;
  return (
    <TableHeaderCell
      aria-sort={
        direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined
      }
      className={className}
    >
      <button
        type="button"
        onClick={onSort}
        className={cn(
          "-mx-1.5 inline-flex items-center gap-1.5 rounded px-1.5 py-0.5 font-semibold tracking-wide uppercase",
          "hover:bg-slate-200/60 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600",
          direction && "text-brand-700",
        )}
      >
        {children}
        <Icon className={cn("size-3.5", !direction && "text-slate-400")} />
      </button>
    </TableHeaderCell>
  );
}
