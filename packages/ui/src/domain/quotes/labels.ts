import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { QuoteStatus } from '@storefront/shared';

/** A quote's status in words (requirements §20.7), for the badge and the admin's filter. */
export const quoteStatusLabels: Record<QuoteStatus, MessageDescriptor> = {
  requested: msg`Requested`,
  offered: msg`Offered`,
  changes_requested: msg`Changes asked`,
  accepted: msg`Accepted`,
  rejected: msg`Rejected`,
  withdrawn: msg`Withdrawn`,
  expired: msg`Expired`,
};

/** Statuses a quote may still move from: the buyer or the staff may act (accepted, rejected, withdrawn are final). */
export const openQuoteStatuses: readonly QuoteStatus[] = ['requested', 'offered', 'changes_requested', 'expired'];
