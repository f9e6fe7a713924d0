// "Request a quote" (requirements §20.7), under the cart's checkout and a PC build's parts: a button
// opening the request form with the lines; sent, the quote's page is next (its answer held, not
// read again).
import { Trans } from '@lingui/react/macro';
import { apiPaths } from '@storefront/shared';
import { Button, QuoteRequestForm, type QuoteRequestLine } from '@storefront/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { holdAnswer } from '../api/freshAnswers.ts';
import { requestQuote } from '../api/quotes.ts';

export function RequestQuote({ lines }: { lines: readonly QuoteRequestLine[] }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  if (!lines.length) return null;
  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trans>Request a quote</Trans>
      </Button>
    );
  return (
    <QuoteRequestForm
      lines={lines}
      onCancel={() => setOpen(false)}
      onSubmit={async (note) => {
        const quote = await requestQuote({
          lines: lines.map(({ item, quantity }) => ({ item, quantity })),
          ...(note ? { note } : {}),
        });
        void holdAnswer(mutate, apiPaths.quote(quote._id), quote);
        void navigate(`/dashboard/quotes/${encodeURIComponent(quote._id)}`);
      }}
    />
  );
}
