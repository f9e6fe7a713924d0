// Invoices on payment terms as a screen lists them (requirements §20.8): the ReceivablesTable, and
// for store administrators Record payment on a row, through RecordPaymentDialog, then a toast and
// the lists read again (the answer is the invoice as it is after the payment).
import { useLingui } from '@lingui/react/macro';
import { dayOf, type Receivable } from '@storefront/shared';
import { RecordPaymentDialog, ReceivablesTable, toast, type ReceivablesTableProps } from '@storefront/ui';
import { useState } from 'react';
import { recordInvoicePayment } from '../api/terms.ts';
import { RouterLink } from './RouterLink.tsx';
import { useStoreTimeZone } from './useStoreTimeZone.ts';

export interface InvoicesOnTermsProps extends Omit<ReceivablesTableProps, 'onRecordPayment' | 'LinkComponent'> {
  /** Store administrators record payments; called after one is recorded, to read the lists again. */
  onRecorded?: () => Promise<unknown>;
}

export function InvoicesOnTerms({ onRecorded, ...table }: InvoicesOnTermsProps) {
  const { t } = useLingui();
  const timeZone = useStoreTimeZone();
  const [paying, setPaying] = useState<Receivable | null>(null);
  return (
    <>
      <ReceivablesTable {...table} onRecordPayment={onRecorded ? setPaying : undefined} LinkComponent={RouterLink} />
      {onRecorded ? (
        <RecordPaymentDialog
          open={paying !== null}
          onOpenChange={(open) => (open ? undefined : setPaying(null))}
          invoice={paying ? { number: paying.purchase.number, outstanding: paying.outstanding } : null}
          today={dayOf(new Date(), timeZone)}
          onSubmit={async (payment) => {
            if (!paying) return;
            const number = paying.purchase.number;
            await recordInvoicePayment(paying.purchase._id, payment);
            toast.success(t`Payment recorded for ${{ number }}`);
            await onRecorded();
          }}
        />
      ) : null}
    </>
  );
}
