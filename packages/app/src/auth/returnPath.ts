// Apart from the route guards, so the sign-in pages that read it do not load the guards' code.

import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { matchPath } from 'react-router-dom';
import type { SignOutReason } from './session.ts';

/** The place a sign-in page returns to: where the visitor was sent from, default /; and why. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
  reason?: SignOutReason;
}

/** What the login page says to a visitor the app signed out. */
export const signOutNotices: Record<SignOutReason, MessageDescriptor> = {
  'not-admin': msg`That page is for administrators only, so you were signed out. Sign in with an administrator account to open it.`,
  ended: msg`Your session has ended. Sign in again to carry on where you were.`,
};

const forAdministrators = msg`That page is for administrators: sign in with an administrator account to open it.`;

/**
 * What the login page says to a visitor sent from a signed-in page (requirements §10 D7), by the
 * page (router.tsx: every page behind the sign-in guard has one), and from the cart's checkout.
 */
const signInReasons: [pattern: string, reason: MessageDescriptor][] = [
  ['/purchase/:itemId', msg`Sign in to order this item.`],
  ['/cart', msg`Sign in to check out. Your cart comes with you.`],
  ['/builder', msg`Sign in to save your build. It comes with you.`],
  ['/bn/builder', msg`Sign in to save your build. It comes with you.`],
  ['/dashboard', msg`Sign in to see your profile.`],
  ['/dashboard/my-orders', msg`Sign in to see your orders.`],
  ['/dashboard/orders/:orderId', msg`Sign in to see this order.`],
  ['/dashboard/orders/:orderId/placed', msg`Sign in to see this order.`],
  ['/dashboard/orders/:orderId/invoice', msg`Sign in to see this invoice.`],
  ['/dashboard/orders/:orderId/tax-invoice', msg`Sign in to see this tax invoice.`],
  ['/dashboard/quick-order', msg`Sign in to order by SKU with Quick Order.`],
  ['/dashboard/purchases/:purchaseId', msg`Sign in to see this purchase.`],
  ['/dashboard/purchases/:purchaseId/invoice', msg`Sign in to see this invoice.`],
  ['/dashboard/purchases/:purchaseId/tax-invoice', msg`Sign in to see this tax invoice.`],
  ['/dashboard/add-review', msg`Sign in to post a review.`],
  ['/dashboard/company', msg`Sign in to see your company.`],
  ['/dashboard/company/:companyId', msg`Sign in to see this company.`],
  ['/dashboard/quotes', msg`Sign in to see your quotes.`],
  ['/dashboard/quotes/:quoteId', msg`Sign in to see this quote.`],
  ['/dashboard/overview', forAdministrators],
  ['/dashboard/manage-orders', forAdministrators],
  ['/dashboard/add-item', forAdministrators],
  ['/dashboard/make-admin', forAdministrators],
  ['/dashboard/manage-items', forAdministrators],
  ['/dashboard/manage-items/:itemId', forAdministrators],
  ['/dashboard/manage-reviews', forAdministrators],
  ['/dashboard/delivery', forAdministrators],
  ['/dashboard/payments', forAdministrators],
  ['/dashboard/companies', forAdministrators],
  ['/dashboard/customer-groups', forAdministrators],
  ['/dashboard/customer-groups/:groupId', forAdministrators],
  ['/dashboard/quote-requests', forAdministrators],
  ['/dashboard/receivables', forAdministrators],
];

const signInPages = ['/login', '/register', '/forgot-password'];

/**
 * Why the visitor is asked to sign in, in `i18n`'s language: the app signed them out, or the page
 * they came from needs it.
 */
export function signInNotice(state: unknown, i18n: I18n): string | undefined {
  const { reason, from } = (state as FromState | null) ?? {};
  if (reason) return i18n._(signOutNotices[reason]);
  if (!from?.pathname || signInPages.includes(from.pathname)) return undefined;
  const found = signInReasons.find(([pattern]) => matchPath(pattern, from.pathname));
  return i18n._(found?.[1] ?? msg`Sign in to open that page.`);
}

export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || signInPages.includes(from.pathname)) return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
