import { useLingui } from '@lingui/react/macro';
// A purchase's one printable invoice (requirements §13.5, §14.3): every order of the checkout a
// line, the cancelled ones struck through and not owed.
import { apiPaths } from '@storefront/shared';
import { PurchaseInvoice, purchaseInvoiceNumber, type PurchaseWithDelivery } from '@storefront/ui';
import { useParams } from 'react-router-dom';
import { useApi } from '../api/hooks.ts';
import { InvoiceFrame } from '../components/InvoiceFrame.tsx';
import { useContactEmail } from '../components/useContactEmail.ts';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

export function Component() {
  const { purchaseId = '' } = useParams();
  const read = useApi<PurchaseWithDelivery>(apiPaths.purchase(purchaseId));
  const contactEmail = useContactEmail();
  const { t } = useLingui();
  const number = read.data ? purchaseInvoiceNumber(read.data) : undefined;
  useDocumentTitle(number === undefined ? t`Invoice` : t`Invoice ${number}`);
  return (
    <InvoiceFrame
      read={read}
      back={({ _id, number: purchaseNumber }) => ({
        to: `/dashboard/purchases/${encodeURIComponent(_id)}`,
        label: t`Purchase ${purchaseNumber}`,
      })}
      // requirements §17: the same purchase's tax invoice (Mushak 6.3), once it has one.
      related={({ _id, tax_invoice }) =>
        tax_invoice
          ? { to: `/dashboard/purchases/${encodeURIComponent(_id)}/tax-invoice`, label: t`Tax invoice` }
          : null
      }
    >
      {(p) => <PurchaseInvoice purchase={p} contactEmail={contactEmail} onPrint={() => window.print()} />}
    </InvoiceFrame>
  );
}
