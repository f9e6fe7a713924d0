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
import { overdueBucketLabels, overdueBucketShortLabels } from './ReceivablesBuckets.tsx';

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
            <TableHead className="text-right">
              <Trans>Outstanding</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>Not yet due</Trans>
            </TableHead>
            {overdueBuckets.map((bucket) => (
              // The column's short heading; its name says the whole age.
              <TableHead key={bucket} className="text-right" aria-label={i18n._(overdueBucketLabels[bucket])}>
                {i18n._(overdueBucketShortLabels[bucket])}
              </TableHead>
            ))}
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
                <TableCell label={t`Company`} className="[overflow-wrap:break-word] before:shrink-0">
                  <span className="flex min-w-0 flex-col items-end @xl:items-start">
                    {onSelect ? (
                      <button
                        type="button"
                        onClick={() => onSelect(entry)}
                        aria-label={t`Show the invoices of ${name}`}
                        className="text-right font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus @xl:text-left"
                      >
                        {name}
                      </button>
                    ) : (
                      <span className="font-medium">{name}</span>
                    )}
                    <span className="text-caption whitespace-nowrap text-ink-muted">
                      {days === null ? <Trans>No terms</Trans> : <Trans>Net {days}</Trans>}
                      {limit === null ? null : (
                        <>
                          {' · '}
                          <Trans>Limit {limit}</Trans>
                        </>
                      )}
                    </span>
                  </span>
                </TableCell>
                <TableCell label={t`Outstanding`} className="font-bold whitespace-nowrap tabular-nums @xl:text-right">
                  {formatBdt(entry.totals.outstanding)}
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
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableSection>
  );
}
