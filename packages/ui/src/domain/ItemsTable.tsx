import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount, type Item } from '@storefront/shared';
import { useState } from 'react';
import { Anchor } from '../lib/Anchor.tsx';
import type { LinkComponent } from '../lib/link.ts';
import { focusGroup } from '../lib/useFocusReturn.ts';
import { Button } from '../primitives/Button.tsx';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../primitives/Table.tsx';
import { StockBadge } from './catalog/StockBadge.tsx';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import { TableSection, type ListStateProps, type PagedListProps } from './TableSection.tsx';
import { screenDigits } from '../i18n/digits.ts';

/** The item fields the table shows. */
export type ItemRow = Pick<Item, '_id' | 'name' | 'image' | 'sku' | 'available_quantity' | 'min_order_quantity'>;

export interface ItemsTableProps extends ListStateProps, PagedListProps {
  items: ItemRow[];
  /** Called when the user confirms the deletion; return a promise to keep the dialog busy meanwhile. */
  onDelete: (item: ItemRow) => void | Promise<unknown>;
  /** The heading before the count. */
  title?: string;
  /** Where a row's Edit goes (the item's editor, with its stock); no Edit when absent. */
  editHref?: (item: ItemRow) => string;
  /** The app's router link (a plain anchor by default). */
  LinkComponent?: LinkComponent;
}

/**
 * Manage Items (requirements §2): index, image, name and Delete with a confirm dialog; and, beside
 * them (requirements §12.10), the SKU, the stock left with its level, and Edit (§12.8).
 */
export function ItemsTable({
  items,
  onDelete,
  title: titleGiven,
  total,
  offset = 0,
  editHref,
  LinkComponent = Anchor,
  ...state
}: ItemsTableProps) {
  const { t } = useLingui();
  const title = titleGiven ?? t`Manage Items`;
  const [pending, setPending] = useState<ItemRow | null>(null);
  return (
    <TableSection
      title={title}
      count={total ?? items.length}
      emptyTitle={t`No items yet`}
      emptyDescription={t`Items added from Add an Item appear here.`}
      {...state}
    >
      <Table>
        <TableCaption>{title}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead className="w-16">#</TableHead>
            <TableHead className="w-24">
              <Trans>Image</Trans>
            </TableHead>
            <TableHead>
              <Trans>Name</Trans>
            </TableHead>
            <TableHead>SKU</TableHead>
            <TableHead>
              <Trans>Stock</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>Action</Trans>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item, index) => (
            <TableRow key={item._id}>
              <TableCell label="#" className="font-mono text-ink-muted">
                {screenDigits(offset + index + 1)}
              </TableCell>
              <TableCell label={t`Image`}>
                <img
                  src={item.image}
                  alt=""
                  width={64}
                  height={48}
                  className="h-12 w-16 rounded-control bg-night object-cover"
                />
              </TableCell>
              <TableCell label={t`Name`} className="font-medium [overflow-wrap:anywhere]">
                {item.name}
              </TableCell>
              <TableCell label="SKU" className="font-mono text-body-sm break-all">
                {item.sku}
              </TableCell>
              <TableCell label={t`Stock`}>
                <span className="flex flex-wrap items-center gap-2">
                  <span className="tabular-nums">{formatCount(item.available_quantity)}</span>
                  <StockBadge item={item} />
                </span>
              </TableCell>
              <TableCell className="justify-end gap-2 @xl:text-right">
                {editHref ? (
                  <Button asChild variant="secondary" size="sm" className="w-full @xl:mr-2 @xl:w-auto">
                    <LinkComponent href={editHref(item)} aria-label={t`Edit ${{ name: item.name }}`}>
                      <Trans>Edit</Trans>
                    </LinkComponent>
                  </Button>
                ) : null}
                <Button
                  variant="danger"
                  size="sm"
                  {...focusGroup('delete-item')}
                  aria-label={t`Delete ${{ name: item.name }}`}
                  onClick={() => setPending(item)}
                  className="w-full @xl:w-auto"
                >
                  <Trans>Delete</Trans>
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDeleteDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        kind="item"
        name={pending?.name ?? ''}
        onConfirm={() => (pending ? onDelete(pending) : undefined)}
      />
    </TableSection>
  );
}
