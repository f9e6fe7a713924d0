// A tax invoice in the Mushak 6.3 form (requirements §17): a purchase's (`purchases/:purchaseId/
// tax-invoice`) or a one-item order's own (`orders/:orderId/tax-invoice`, §17.7), for its buyer or
// an administrator (anyone else gets the not-found message the purchase's or the order's page
// gives): Print, and Download PDF in the language being read, fetched with the access token and
// saved as a file.
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@storefront/shared';
import { TaxInvoice, taxInvoicePaths, toast, type TaxInvoiceData, type TaxInvoiceSource } from '@storefront/ui';
import { useParams } from 'react-router-dom';
import { downloadFile } from '../api/download.ts';
import { useApi } from '../api/hooks.ts';
import { InvoiceFrame } from '../components/InvoiceFrame.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { useStoreTimeZone } from '../components/useStoreTimeZone.ts';
import { useLanguage } from '../i18n/LanguageContext.tsx';

export function Component() {
  const { purchaseId, orderId = '' } = useParams();
  // The route names whose invoice it is: the purchase's path carries :purchaseId, the order's :orderId.
  const [source, id]: [TaxInvoiceSource, string] =
    purchaseId === undefined ? ['order', orderId] : ['purchase', purchaseId];
  const read = useApi<TaxInvoiceData>(taxInvoicePaths.invoice(source, id));
  const timeZone = useStoreTimeZone();
  const { language } = useLanguage();
  const { t } = useLingui();
  const number = read.data?.number;
  useDocumentTitle(number === undefined ? t`Tax invoice` : t`Tax invoice ${number}`);

  async function download(invoice: TaxInvoiceData) {
    try {
      await downloadFile(taxInvoicePaths.pdf(source, id, language), `${invoice.number}.pdf`);
    } catch (cause) {
      toast.error(errorMessage(cause));
    }
  }

  return (
    <InvoiceFrame
      read={read}
      back={({ purchase, order }) => {
        if (order) {
          const orderNumber = order.number;
          return { to: `/dashboard/orders/${encodeURIComponent(order._id)}`, label: t`Order ${orderNumber}` };
        }
        const purchaseNumber = purchase?.number ?? '';
        return {
          to: `/dashboard/purchases/${encodeURIComponent(purchase?._id ?? id)}`,
          label: t`Purchase ${purchaseNumber}`,
        };
      }}
    >
      {(invoice) => (
        <TaxInvoice
          invoice={invoice}
          timeZone={timeZone}
          onPrint={() => window.print()}
          onDownload={() => download(invoice)}
        />
      )}
    </InvoiceFrame>
  );
}
