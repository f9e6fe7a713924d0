// A purchase's tax invoice in the Mushak 6.3 form (requirements §17), for its buyer or an
// administrator (anyone else gets the not-found message the purchase's page gives): Print, and
// Download PDF in the language being read, fetched with the access token and saved as a file.
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@storefront/shared';
import { TaxInvoice, taxInvoicePaths, toast, type TaxInvoiceData } from '@storefront/ui';
import { useParams } from 'react-router-dom';
import { downloadFile } from '../api/download.ts';
import { useApi } from '../api/hooks.ts';
import { InvoiceFrame } from '../components/InvoiceFrame.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { useStoreTimeZone } from '../components/useStoreTimeZone.ts';
import { useLanguage } from '../i18n/LanguageContext.tsx';

export function Component() {
  const { purchaseId = '' } = useParams();
  const read = useApi<TaxInvoiceData>(taxInvoicePaths.invoice(purchaseId));
  const timeZone = useStoreTimeZone();
  const { language } = useLanguage();
  const { t } = useLingui();
  const number = read.data?.number;
  useDocumentTitle(number === undefined ? t`Tax invoice` : t`Tax invoice ${number}`);

  async function download(invoice: TaxInvoiceData) {
    try {
      await downloadFile(taxInvoicePaths.pdf(invoice.purchase._id, language), `${invoice.number}.pdf`);
    } catch (cause) {
      toast.error(errorMessage(cause));
    }
  }

  return (
    <InvoiceFrame
      read={read}
      back={({ purchase }) => {
        const purchaseNumber = purchase.number;
        return { to: `/dashboard/purchases/${encodeURIComponent(purchase._id)}`, label: t`Purchase ${purchaseNumber}` };
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
