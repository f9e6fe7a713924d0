import { Trans, useLingui } from '@lingui/react/macro';
// Quick order (requirements §14.5), for signed-in buyers: lines of SKU and quantity checked with
// the server at once, the valid ones into the cart in one step.
import { apiPaths, toasts, type Cart, type CatalogPage, type CheckedLine } from '@storefront/shared';
import { QuickOrderGrid, toast } from '@storefront/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiRequest, apiSend } from '../api/client.ts';
import { useKeepCart } from '../cart/useCart.ts';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Quick order`);
  const navigate = useNavigate();
  const keep = useKeepCart();
  const check = useCallback(
    (lines: { row: number; sku: string; quantity: number }[]) =>
      apiSend<CheckedLine[]>('POST', apiPaths.quickOrder, { lines }),
    [],
  );
  const suggest = useCallback(async (prefix: string) => {
    const { data } = await apiRequest<CatalogPage>(`${apiPaths.itemSearch}?q=${encodeURIComponent(prefix)}&limit=8`);
    return data.items.map((item) => ({ sku: item.sku, name: item.name, min_order_quantity: item.min_order_quantity }));
  }, []);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-heading font-bold text-ink">
          <Trans>Quick order</Trans>
        </h2>
        <p className="text-body text-ink-muted">
          <Trans>
            Paste SKUs and quantities from a spreadsheet or upload a CSV: every line is checked at once, and the lines
            that are ready go into your cart together.
          </Trans>
        </p>
      </div>
      <QuickOrderGrid
        onCheck={check}
        onSuggest={suggest}
        onAdd={async (lines) => {
          const cart = await apiSend<Cart>('POST', apiPaths.cartLines, { lines });
          await keep(cart);
          toast.success(toasts.quickOrderAdded(lines.length));
          void navigate('/cart');
        }}
      />
    </div>
  );
}
