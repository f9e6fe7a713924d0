// What a checkout's body needs beyond its lines since delivery is charged (issue 32; requirements
// §17): a district and the delivery charge the buyer was shown. A caller that checks out through
// the API (the API, reliability and end-to-end suites, the benchmarks) asks the quote for that
// charge, as the cart's screen does, and sends it.
import { apiPaths } from '@storefront/shared';
import type { Api } from './api.ts';

/** Where the suites deliver unless a test says otherwise. */
export const TEST_DISTRICT = 'dhaka';

interface Lines {
  lines: readonly { item: string; quantity: number | string }[];
}

/**
 * The charge a quote shows for `lines` to `district`, in BDT; 0 when the quote refuses them (an
 * unknown item, a bad body), so a test of that refusal still gets the checkout's own answer.
 */
export async function shownCharge(api: Api, lines: Lines['lines'], district = TEST_DISTRICT): Promise<number> {
  const answer = await api.post<{ delivery_charge: number }>(apiPaths.checkoutQuote, {
    lines: lines.map(({ item, quantity }) => ({ item, quantity })),
    district,
  });
  return answer.status === 200 ? answer.body.delivery_charge : 0;
}

/** `body` with the district (Dhaka unless given) and the delivery charge a quote shows for its lines. */
export async function withDelivery<T extends Lines>(
  api: Api,
  body: T,
  district = TEST_DISTRICT,
): Promise<T & { district: string; delivery_charge: number }> {
  return { ...body, district, delivery_charge: await shownCharge(api, body.lines, district) };
}
