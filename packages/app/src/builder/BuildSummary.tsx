import { Trans, useLingui } from '@lingui/react/macro';
// A build's parts, quantities, prices at their tiers and BDT total (requirements §19.5): the
// builder's bill, and what goes to paper when it is printed (`data-printable`: styles.css hides the
// rest of the page, and the controls here are print:hidden).
import { formatBdt, formatCount, localizedItem, type BuildCheckAnswer, type Item } from '@storefront/shared';
import type { ReactNode } from 'react';
import { useLanguage } from '../i18n/LanguageContext.tsx';

type BuildLine = BuildCheckAnswer['lines'][number];

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
      <ul className="grid divide-y divide-line">
        {lines.map((line) => {
          const quantity = formatCount(line.quantity);
          const price = formatBdt(line.unit_price);
          return (
            <li key={line.item} className="flex items-start justify-between gap-3 py-2 first:pt-0">
              <div className="grid min-w-0 gap-0.5">
                <span className="text-body-sm font-medium [overflow-wrap:anywhere] text-ink">{nameOf(line)}</span>
                <span className="text-caption text-ink-muted tabular-nums">
                  <Trans>
                    {quantity} x {price}
                  </Trans>
                </span>
              </div>
              <span className="text-body-sm font-semibold whitespace-nowrap text-ink tabular-nums">
                {formatBdt(line.line_total)}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="flex items-baseline justify-between gap-3 border-t-2 border-ink pt-2 text-body font-bold text-ink">
        <Trans>Total</Trans>
        <span className="tabular-nums">{formatBdt(total)}</span>
      </p>
      {actions ? <div className="flex flex-wrap gap-2 print:hidden">{actions}</div> : null}
    </section>
  );
}
