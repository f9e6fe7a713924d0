import { Trans, useLingui } from '@lingui/react/macro';
import { formatBdt, overdueBuckets, type CompanyReceivables } from '@storefront/shared';
import { screenDigits } from '../../i18n/digits.ts';
import { cn } from '../../lib/cn.ts';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../primitives/Table.tsx';
import { TableSection, type ListStateProps } from '../TableSection.tsx';
import { overdueBucketLabels } from './ReceivablesBuckets.tsx';

export interface ReceivablesSummaryTableProps extends ListStateProps {
  companies: CompanyReceivables[];
  /** Show a company's invoices (the app filters its list below); its name is a button when given. */
  onSelect?: (company: CompanyReceivables) => void;
  /** The company whose invoices are shown, marked in the list. */
  selected?: string;
}

/**
 * Receivables by company (requirements §20.8), for store administrators: each company on terms (or
 * still owing) with its terms and credit limit, what is not yet due, overdue by age, and outstanding.
 */
export function ReceivablesSummaryTable({ companies, onSelect, selected, ...state }: ReceivablesSummaryTableProps) {
  const { t, i18n } = useLingui();
  const title = t`Receivables by company`;
  return (
    <TableSection
      title={title}
      count={companies.length}
      emptyTitle={t`No company is on terms`}
      emptyDescription={t`Give a company payment terms on its page; what it owes shows here.`}
      {...state}
    >
      <Table>
        <TableCaption>{title}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>
              <Trans>Company</Trans>
            </TableHead>
            <TableHead>
              <Trans>Terms</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>Not yet due</Trans>
            </TableHead>
            {overdueBuckets.map((bucket) => (
              <TableHead key={bucket} className="text-right">
                {i18n._(overdueBucketLabels[bucket])}
              </TableHead>
            ))}
            <TableHead className="text-right">
              <Trans>Outstanding</Trans>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {companies.map((entry) => {
            const days = entry.net_days === null ? null : screenDigits(entry.net_days);
            const limit = entry.credit_limit === null ? null : formatBdt(entry.credit_limit);
            const name = entry.company.name;
            return (
              <TableRow
                key={entry.company.id}
                aria-current={selected === entry.company.id || undefined}
                className={cn(selected === entry.company.id && '@xl:bg-primary-soft')}
              >
                <TableCell label={t`Company`} className="font-medium [overflow-wrap:anywhere] before:shrink-0">
                  {onSelect ? (
                    <button
                      type="button"
                      onClick={() => onSelect(entry)}
                      aria-label={t`Show the invoices of ${name}`}
                      className="text-left font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus"
                    >
                      {name}
                    </button>
                  ) : (
                    name
                  )}
                </TableCell>
                <TableCell label={t`Terms`} className="before:shrink-0">
                  <span className="flex flex-col items-end @xl:items-start">
                    <span className="whitespace-nowrap">
                      {days === null ? <Trans>No terms</Trans> : <Trans>Net {days}</Trans>}
                    </span>
                    {limit === null ? null : (
                      <span className="text-caption whitespace-nowrap text-ink-muted">
                        <Trans>Limit {limit}</Trans>
                      </span>
                    )}
                  </span>
                </TableCell>
                <TableCell label={t`Not yet due`} className="whitespace-nowrap tabular-nums @xl:text-right">
                  {formatBdt(entry.totals.not_due)}
                </TableCell>
                {overdueBuckets.map((bucket) => {
                  const value = entry.totals.overdue[bucket];
                  return (
                    <TableCell
                      key={bucket}
                      label={i18n._(overdueBucketLabels[bucket])}
                      className={cn(
                        'whitespace-nowrap tabular-nums before:shrink @xl:text-right',
                        value > 0 && 'font-semibold text-danger',
                      )}
                    >
                      {formatBdt(value)}
                    </TableCell>
                  );
                })}
                <TableCell label={t`Outstanding`} className="font-bold whitespace-nowrap tabular-nums @xl:text-right">
                  {formatBdt(entry.totals.outstanding)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableSection>
  );
}
