// A purchase's one printable invoice (requirements §13.5, §14.3): every order of the checkout a
// line, the cancelled ones struck through and not owed.
import { apiPaths, type Purchase } from '@storefront/shared';
import { PurchaseInvoice, purchaseInvoiceNumber } from '@storefront/ui';
import { useParams } from 'react-router-dom';
import { useApi } from '../api/hooks.ts';
import { InvoiceFrame } from '../components/InvoiceFrame.tsx';
import { useContactEmail } from '../components/useContactEmail.ts';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

export function Component() {
  const { purchaseId = '' } = useParams();
  const read = useApi<Purchase>(apiPaths.purchase(purchaseId));
  const contactEmail = useContactEmail();
  useDocumentTitle(read.data ? `Invoice ${purchaseInvoiceNumber(read.data)}` : 'Invoice');
  return (
    <InvoiceFrame
      read={read}
      back={(p) => ({ to: `/dashboard/purchases/${encodeURIComponent(p._id)}`, label: `Purchase ${p.number}` })}
    >
      {(p) => <PurchaseInvoice purchase={p} contactEmail={contactEmail} onPrint={() => window.print()} />}
    </InvoiceFrame>
  );
}
