import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';

// In a container narrower than 576 px (a phone, a narrow column) rows become stacked cards and each cell shows its column name from `label`;
// the explicit roles keep the table semantics that `display: block` would otherwise drop.

/** A data table, readable on a phone: rows stack as cards below the sm breakpoint. */
export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return (
    <div className="@container w-full">
      <div className="w-full @xl:overflow-x-auto @xl:rounded-card @xl:border @xl:border-line @xl:bg-surface @xl:shadow-card">
        <table role="table" className={cn('block w-full text-left text-body-sm @xl:table', className)} {...props} />
      </div>
    </div>
  );
}

/** The header row group; visually hidden when stacked (each cell shows its label instead). */
export function TableHeader({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return (
    <thead
      role="rowgroup"
      className={cn(
        'sr-only bg-surface-muted text-caption tracking-wide text-ink-muted uppercase @xl:not-sr-only @xl:table-header-group',
        className,
      )}
      {...props}
    />
  );
}

/** The body row group. */
export function TableBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody role="rowgroup" className={cn('flex flex-col gap-3 @xl:table-row-group', className)} {...props} />;
}

/** A row: a card on phones, a table row with a divider above sm. */
export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr
      role="row"
      className={cn(
        'flex flex-col rounded-card border border-line bg-surface p-3 shadow-card @xl:table-row @xl:rounded-none @xl:border-0 @xl:border-t @xl:p-0 @xl:shadow-none @xl:hover:bg-surface-muted',
        className,
      )}
      {...props}
    />
  );
}

/** A column header cell. */
export function TableHead({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th role="columnheader" scope="col" className={cn('px-4 py-3 font-semibold', className)} {...props} />;
}

export interface TableCellProps extends TdHTMLAttributes<HTMLTableCellElement> {
  /** The column name, shown before the value on phones. */
  label?: string;
}

/** A data cell. Give it `label` (the column name) so it reads well when stacked on a phone. */
export function TableCell({ className, label, ...props }: TableCellProps) {
  return (
    <td
      role="cell"
      data-label={label}
      className={cn(
        'flex items-center justify-between gap-4 px-1 py-1.5 align-middle text-ink @xl:table-cell @xl:px-4 @xl:py-3',
        label && 'before:font-semibold before:text-ink-muted before:content-[attr(data-label)] @xl:before:content-none',
        className,
      )}
      {...props}
    />
  );
}

/** A caption above the table (its accessible name). */
export function TableCaption({ className, ...props }: HTMLAttributes<HTMLTableCaptionElement>) {
  return <caption className={cn('sr-only', className)} {...props} />;
}
