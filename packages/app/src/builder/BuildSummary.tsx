import { Trans, useLingui } from '@lingui/react/macro';
// A build's parts, quantities, prices at their tiers and BDT total (requirements §19.5): the
// builder's bill, and what goes to paper when it is printed (`data-printable`: styles.css hides the
// rest of the page, and the controls here are print:hidden).
import { formatBdt, formatCount, localizedItem, type BuildLine, type Item } from '@storefront/shared';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@storefront/ui';
import type { ReactNode } from 'react';
import { useLanguage } from '../i18n/LanguageContext.tsx';

export interface BuildSummaryProps {
  /** The build's name (a saved one's), or none for the build being made. */
  name?: string | undefined;
  lines: readonly BuildLine[];
  total: number;
  /** The parts' items, for their names in the reader's language. */
  items: ReadonlyMap<string, Item | null>;
  /** The buttons under the total (Add all to cart, Print), left off the paper. */
  actions?: ReactNode;
}

export function BuildSummary({ name, lines, total, items, actions }: BuildSummaryProps) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const nameOf = (line: BuildLine) => {
    const item = items.get(line.item);
    return item ? localizedItem(item, language).name : line.name;
  };
  return (
    <section
      data-printable
      aria-label={t`Parts and prices`}
      className="grid gap-3 rounded-card border border-line bg-surface p-4"
    >
      <h2 className="text-title font-semibold text-ink">{name ?? <Trans>Parts and prices</Trans>}</h2>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>
              <Trans>Part</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>Quantity</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>Price each</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>Subtotal</Trans>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.item}>
              <TableCell className="[overflow-wrap:anywhere]">{nameOf(line)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCount(line.quantity)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatBdt(line.unit_price)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatBdt(line.line_total)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={3} className="font-semibold">
              <Trans>Total</Trans>
            </TableCell>
            <TableCell className="text-right font-semibold tabular-nums">{formatBdt(total)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {actions ? <div className="flex flex-wrap gap-2 print:hidden">{actions}</div> : null}
    </section>
  );
}
