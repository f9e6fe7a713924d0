// The payment stories' stand-ins (requirements §18): GET /api/config offering every method, and
// the browser's trip to the gateway watched instead of taken.
import { http, HttpResponse } from 'msw';
import { spyOn } from 'storybook/test';
import { forgetConfig } from '../src/config.ts';
import { browser } from '../src/payments/payments.ts';
import { sampleAdvanceAbove } from '@storefront/ui/stories';

/** GET /api/config offering cash on delivery, bKash and SSLCommerz, with the default advance threshold. */
export const everyMethodConfig = http.get('/api/config', () =>
  HttpResponse.json({
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
    contactEmail: 'sales@computerclub.test',
    payment_methods: ['cod', 'bkash', 'sslcommerz'],
    cod_advance_above: sampleAdvanceAbove,
  }),
);

/**
 * For a story's beforeEach: the configuration is read afresh (and forgotten after), and the
 * browser's navigation to the gateway is recorded in `browser.assign`, not taken. Returns the cleanup.
 */
export function watchPayments(): () => void {
  forgetConfig();
  const assign = spyOn(browser, 'assign').mockImplementation(() => {});
  return () => {
    assign.mockRestore();
    forgetConfig();
  };
}
