// How a signed-in buyer pays (requirements §18, §20.8), one choice for the cart's checkout and the
// one-item form: the store's methods, and Pay on invoice for a member of a company with terms, with
// the company's credit under it and the server's refusal (past the credit limit) at the method.
import { CreditStatus, PaymentMethodPicker, type CheckoutQuote, type PaymentMethod } from '@storefront/ui';
import { useMemo, useState } from 'react';
import { useMyTerms } from '../api/terms.ts';
import { usePaymentConfig } from './payments.ts';

export function usePaymentChoice() {
  const offered = usePaymentConfig();
  const { company, terms, offersInvoice } = useMyTerms(true);
  const methods = useMemo<PaymentMethod[]>(
    () => (offersInvoice ? [...offered.payment_methods, 'invoice'] : offered.payment_methods),
    [offered.payment_methods, offersInvoice],
  );
  const [picked, setPicked] = useState<PaymentMethod>('cod');
  const [error, setError] = useState<string>();
  return {
    /** The method picked, while it is offered; cash on delivery otherwise. */
    method: methods.includes(picked) ? picked : 'cod',
    methods,
    codAdvanceAbove: offered.cod_advance_above,
    /** The reader's company (null without one, undefined until read) and its terms. */
    company,
    terms,
    /** The server's refusal at the payment method (past the credit limit, with the figures). */
    error,
    setError,
    choose(next: PaymentMethod) {
      setPicked(next);
      setError(undefined);
    },
  };
}

export type PaymentChoice = ReturnType<typeof usePaymentChoice>;

/** The payment methods as radios, when there is more than one to choose from. */
export function PaymentChoicePicker({ choice, quote }: { choice: PaymentChoice; quote: CheckoutQuote | undefined }) {
  if (choice.methods.length <= 1) return null;
  return (
    <PaymentMethodPicker
      methods={choice.methods}
      value={choice.method}
      onChange={choice.choose}
      quote={quote}
      codAdvanceAbove={choice.codAdvanceAbove}
      details={{ invoice: <CreditStatus terms={choice.terms} /> }}
      error={choice.error}
    />
  );
}
