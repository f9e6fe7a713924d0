import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export interface CompactColumn {
  label: ReactNode;
  /** Figures: right-aligned under a right-aligned header. */
  numeric?: boolean;
  className?: string;
}

/**
 * The header of a small table inside a card (a purchase's orders, quick order's lines, the
 * overview's figures): caption-sized upper-case labels over a rule, columns kept apart by their
 * right padding (the last one has none unless its `className` gives it).
 */
export function CompactTableHead({ columns, className }: { columns: readonly CompactColumn[]; className?: string }) {
  return (
    <thead className={className}>
      <tr className="border-b border-line text-left text-caption tracking-wide text-ink-muted uppercase">
        {columns.map((column, i) => (
          <th
            key={i}
            scope="col"
            className={cn(
              'py-2 font-semibold',
              i < columns.length - 1 && 'pr-3',
              column.numeric && 'text-right',
              column.className,
            )}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
