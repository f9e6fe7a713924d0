import { formatCount, stockMovementLabels, type StockMovement } from '@storefront/shared';
import { formatDayTime, timesIn } from '../lib/dates.ts';
import { EmailText } from '../lib/EmailText.tsx';
import { cn } from '../lib/cn.ts';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../primitives/Table.tsx';
import { TableSection, type ListStateProps, type PagedListProps } from './TableSection.tsx';

export interface StockHistoryTableProps extends ListStateProps, PagedListProps {
  movements: StockMovement[];
  title?: string;
  /** The store's zone (STORE_TIME_ZONE): times are shown there, and it says so. */
  timeZone?: string;
}

const signed = (change: number) => `${change > 0 ? '+' : '−'}${formatCount(Math.abs(change))}`;

/**
 * An item's stock history (admin, requirements §12.9), newest first: when, what moved it (opening
 * stock, an adjustment with its reason, an order or its deletion), the change, the stock after it,
 * and who. Read top to bottom, each row's stock is the one below it plus its change.
 */
export function StockHistoryTable({
  movements,
  title = 'Stock history',
  total,
  timeZone,
  ...state
}: StockHistoryTableProps) {
  return (
    <TableSection
      title={title}
      count={total ?? movements.length}
      emptyTitle="No stock movements yet"
      emptyDescription="Stock received, written off and ordered appears here."
      note={timeZone ? timesIn(timeZone) : undefined}
      {...state}
    >
      <Table>
        <TableCaption>{title}, newest first</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>When</TableHead>
            <TableHead>Movement</TableHead>
            <TableHead className="text-right">Change</TableHead>
            <TableHead className="text-right">Stock after</TableHead>
            <TableHead>By</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {movements.map((movement) => (
            <TableRow key={movement._id}>
              <TableCell label="When" className="whitespace-nowrap text-body-sm text-ink-muted">
                <time dateTime={movement.createdAt}>{formatDayTime(movement.createdAt, timeZone)}</time>
              </TableCell>
              <TableCell label="Movement">
                <div className="min-w-0 text-right @xl:text-left">
                  <span className="font-medium text-ink">{stockMovementLabels[movement.kind]}</span>
                  {movement.reason ? (
                    <span className="block text-body-sm text-ink-muted [overflow-wrap:anywhere]">
                      {movement.reason}
                    </span>
                  ) : null}
                  {movement.order ? (
                    <span className="block font-mono text-caption text-ink-muted">Order {movement.order}</span>
                  ) : null}
                </div>
              </TableCell>
              <TableCell
                label="Change"
                className={cn(
                  'font-semibold tabular-nums @xl:text-right',
                  movement.change > 0 ? 'text-success' : 'text-danger',
                )}
              >
                {signed(movement.change)}
              </TableCell>
              <TableCell label="Stock after" className="tabular-nums @xl:text-right">
                {formatCount(movement.balance)}
              </TableCell>
              <TableCell label="By" className="text-body-sm">
                {movement.by ? <EmailText email={movement.by} /> : <span className="text-ink-muted">—</span>}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableSection>
  );
}
