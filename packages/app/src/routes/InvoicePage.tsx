import { useLingui } from '@lingui/react/macro';
// An order's printable invoice (requirements §13.5). An order of a purchase has none of its own: one
// checkout, one invoice, the purchase's (PurchaseInvoicePage).
import { Invoice, invoiceNumber } from '@storefront/ui';
import { Navigate, useParams } from 'react-router-dom';
import { useOrder } from '../api/hooks.ts';
import { InvoiceFrame } from '../components/InvoiceFrame.tsx';
import { useContactEmail } from '../components/useContactEmail.ts';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

export function Component() {
  const { orderId } = useParams();
  const read = useOrder(orderId);
  const contactEmail = useContactEmail();
  const order = read.data;
  const { t } = useLingui();
  const number = order ? invoiceNumber(order) : undefined;
  useDocumentTitle(number === undefined ? t`Invoice` : t`Invoice ${number}`);
  if (order?.purchase)
    return <Navigate replace to={`/dashboard/purchases/${encodeURIComponent(order.purchase)}/invoice`} />;
  return (
    <InvoiceFrame
      read={read}
      back={({ _id, number: orderNumber }) => ({
        to: `/dashboard/orders/${encodeURIComponent(_id)}`,
        label: t`Order ${orderNumber}`,
      })}
      // requirements §17.7: a one-item order's own tax invoice (Mushak 6.3), once it has one.
      related={({ _id, tax_invoice }) =>
        tax_invoice ? { to: `/dashboard/orders/${encodeURIComponent(_id)}/tax-invoice`, label: t`Tax invoice` } : null
      }
    >
      {(o) => <Invoice order={o} contactEmail={contactEmail} onPrint={() => window.print()} />}
    </InvoiceFrame>
  );
}
