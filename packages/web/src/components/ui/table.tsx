import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { ArrowDownIcon, ArrowsUpDownIcon, ArrowUpIcon } from "./icons";

export type SortDirection = "asc" | "desc";

export interface TableProps extends ComponentProps<"table"> {
  /** Names the scroll region for assistive technology (e.g. "Companies"). */
  label: string;
  /**
   * Below this width the table scrolls sideways inside its card instead of squeezing (a
   * stacked table gives it from sm on, e.g. "sm:min-w-[40rem]": its rows are cards below).
   */
  minWidthClass?: string;
  /** Dims the rows while newer data is on its way. */
  busy?: boolean;
  /**
   * Width classes of the columns, in order (e.g. "w-1/3"). Given, the table lays out with
   * fixed widths, so loading, empty and filled states keep their columns where they are.
   */
  columns?: readonly string[];
  /**
   * Below the sm breakpoint each row becomes a card (cells stacked, each under its label:
   * TableCell's `label`), so a phone never has to scroll sideways to reach a row's actions.
   */
  stacked?: boolean;
}

/** Below sm: no header row (kept for screen readers), each row a block, each cell a line. */
const STACKED_CLASSES = cn(
  "max-sm:block max-sm:[&>colgroup]:hidden max-sm:[&>tbody]:block max-sm:[&>thead]:sr-only",
  "max-sm:[&>tbody>tr]:block max-sm:[&>tbody>tr]:px-4 max-sm:[&>tbody>tr]:py-3",
  "max-sm:[&>tbody>tr>td]:block max-sm:[&>tbody>tr>td]:max-w-none max-sm:[&>tbody>tr>td]:px-0 max-sm:[&>tbody>tr>td]:py-1.5 max-sm:[&>tbody>tr>td]:text-left",
);

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
  columns,
  stacked = false,
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
          stacked && STACKED_CLASSES,
          columns && "table-fixed",
          busy && "opacity-60",
          className,
        )}
        {...props}
      >
        {columns && (
          <colgroup>
            {columns.map((width, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed and in order.
              <col key={index} className={width} />
            ))}
          </colgroup>
        )}
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

export interface TableCellProps extends ComponentProps<"td"> {
  /** The column's name, shown above the value when a stacked table's rows are cards. */
  label?: string;
}

/**
 * Below sm the label is generated content (not text of the cell): what the cell holds reads
 * the same at every width, and screen readers still announce the label with the value.
 */
const CELL_LABEL_CLASSES =
  "max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-slate-500 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]";

export function TableCell({ className, label, children, ...props }: TableCellProps) {
  return (
    <td
      data-label={label}
      className={cn(
        "px-4 py-3 align-middle text-slate-700",
        label && CELL_LABEL_CLASSES,
        className,
      )}
      {...props}
    >
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
