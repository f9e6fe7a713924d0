import { Trans, useLingui } from '@lingui/react/macro';
import { formatBdt, type Specs } from '@storefront/shared';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Anchor } from '../../lib/Anchor.tsx';
import { cn } from '../../lib/cn.ts';
import type { LinkComponent } from '../../lib/link.ts';
import { EmptyState } from '../../primitives/EmptyState.tsx';
import { compareRows, type CompareRow } from './compare.ts';
import { useSpecText } from './specText.ts';

export interface CompareItem {
  _id: string;
  name: string;
  image: string;
  /** The price per unit (BDT). */
  price: number;
  /** The item page; the name links to it when given. */
  href?: string | undefined;
  specs: Specs;
}

export interface CompareTableProps {
  /** The items' category (they share one: `addToCompare`'s rule). */
  category: string;
  items: readonly CompareItem[];
  onRemove: (id: string) => void;
  link?: LinkComponent | undefined;
  className?: string;
}

const stickyCell = 'sticky left-0 z-10 bg-surface';

/**
 * Items side by side (requirements §19.2): the rows whose values differ first, then those alike,
 * "Only differences" hides the latter; each column with the picture, name, price and Remove. On a
 * phone the table scrolls sideways with the labels' column kept in view.
 */
export function CompareTable({ category, items, onRemove, link: Link = Anchor, className }: CompareTableProps) {
  const { t } = useLingui();
  const text = useSpecText();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const captionId = useId();
  const removeLabel = (name: string) => t`Remove ${name} from compare`;
  if (items.length === 0)
    return (
      <EmptyState
        className={className}
        title={t`Nothing to compare yet`}
        description={t`Tick Compare on up to four items of one category to see them side by side.`}
      />
    );
  const rows = compareRows(category, items);
  const differing = rows.filter((row) => row.differs);
  const alike = rows.filter((row) => !row.differs);
  const columns = items.length + 1;
  const group = (title: string, list: CompareRow[]) =>
    list.length === 0
      ? null
      : [
          <tr key={title}>
            <th
              scope="colgroup"
              colSpan={columns}
              className="bg-surface-muted px-3 py-1.5 text-left text-caption font-semibold tracking-wide text-ink-muted uppercase"
            >
              {title}
            </th>
          </tr>,
          ...list.map((row) => (
            <tr key={row.attribute.key} className="border-t border-line">
              <th
                scope="row"
                className={cn(
                  stickyCell,
                  'border-r border-line px-3 py-2 text-left align-top font-medium text-ink-muted',
                )}
              >
                {text.label(row.attribute)}
              </th>
              {row.values.map((value, i) => (
                <td
                  key={items[i]!._id}
                  className={cn(
                    'px-3 py-2 align-top [overflow-wrap:anywhere] text-ink tabular-nums',
                    row.differs && 'font-semibold',
                  )}
                >
                  {value === undefined ? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">
                        <Trans>Not listed</Trans>
                      </span>
                    </>
                  ) : (
                    text.value(row.attribute, value)
                  )}
                </td>
              ))}
            </tr>
          )),
        ];
  return (
    <div className={cn('grid grid-cols-1 gap-3', className)}>
      <label className="flex cursor-pointer items-center gap-2 justify-self-end text-body-sm font-medium text-ink">
        <input
          type="checkbox"
          role="switch"
          className="size-4 accent-primary"
          checked={onlyDifferences}
          onChange={(event) => setOnlyDifferences(event.target.checked)}
        />
        <Trans>Only differences</Trans>
      </label>
      {/* Scrolls sideways on a phone: a region with a name, reachable by keyboard. */}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="relative overflow-x-auto rounded-card border border-line bg-surface focus-visible:outline-2 focus-visible:outline-focus"
      >
        <table className="w-full border-collapse text-body-sm">
          <caption id={captionId} className="sr-only">
            <Trans>Compare specifications</Trans>
          </caption>
          <thead>
            <tr>
              <td className={cn(stickyCell, 'w-32 min-w-32 border-r border-line')} />
              {items.map((item) => (
                <th key={item._id} scope="col" className="min-w-40 px-3 py-3 text-left align-top font-normal">
                  <div className="grid gap-2">
                    <img src={item.image} alt="" className="aspect-4/3 w-full max-w-40 rounded-control object-cover" />
                    <span className="font-semibold [overflow-wrap:anywhere] text-ink">
                      {item.href ? (
                        <Link href={item.href} className="hover:underline">
                          {item.name}
                        </Link>
                      ) : (
                        item.name
                      )}
                    </span>
                    <span className="text-ink tabular-nums">{formatBdt(item.price)}</span>
                    <button
                      type="button"
                      onClick={() => onRemove(item._id)}
                      aria-label={removeLabel(item.name)}
                      className="inline-flex items-center gap-1 justify-self-start rounded-control text-caption font-semibold text-danger hover:underline focus-visible:outline-2 focus-visible:outline-focus"
                    >
                      <X aria-hidden="true" className="size-3.5" />
                      <Trans>Remove</Trans>
                    </button>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {group(t`Different`, differing)}
            {onlyDifferences ? null : group(t`The same`, alike)}
            {onlyDifferences && differing.length === 0 ? (
              <tr>
                <td colSpan={columns} className="px-3 py-4 text-ink-muted">
                  <Trans>These items have the same specifications.</Trans>
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
