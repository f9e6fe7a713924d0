import { Trans } from '@lingui/react/macro';
import { specAttributesOf, type Specs } from '@storefront/shared';
import { cn } from '../../lib/cn.ts';
import { useSpecText } from './specText.ts';

export interface SpecTableProps {
  /** The item's category: which attributes it has, in which order. */
  category: string | null;
  /** The item's specifications as the API answers them. */
  specs: Specs;
  className?: string;
}

/**
 * An item's specifications (requirements §19.1): its category's attributes in their order, each
 * label in the reader's language, numbers in the reader's digits with their unit, yes/no, the
 * options a shop translates translated; attributes without a value are left out. Two columns that
 * wrap on a phone, never scroll.
 */
export function SpecTable({ category, specs, className }: SpecTableProps) {
  const text = useSpecText();
  const rows = specAttributesOf(category).filter((attribute) => specs[attribute.key] !== undefined);
  const caption = <Trans>Specifications</Trans>;
  if (rows.length === 0)
    return (
      <section className={cn('grid gap-2', className)}>
        <h2 className="text-body-sm font-semibold text-ink">{caption}</h2>
        <p className="rounded-card border border-dashed border-line-strong bg-surface px-4 py-3 text-body-sm text-ink-muted">
          <Trans>No specifications are listed for this item yet. Ask us and we will tell you.</Trans>
        </p>
      </section>
    );
  return (
    <table className={cn('w-full border-collapse text-body-sm', className)}>
      <caption className="pb-2 text-left text-body-sm font-semibold text-ink">{caption}</caption>
      <tbody>
        {rows.map((attribute) => (
          <tr key={attribute.key} className="border-t border-line first:border-t-0 even:bg-surface-muted">
            <th scope="row" className="w-2/5 py-2 pr-3 pl-2 text-left align-top font-medium text-ink-muted">
              {text.label(attribute)}
            </th>
            <td className="py-2 pr-2 align-top text-ink [overflow-wrap:anywhere] tabular-nums">
              {text.value(attribute, specs[attribute.key]!)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
