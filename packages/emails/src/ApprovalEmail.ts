// The emails of spending limits and approval (requirements §20.4): to each approver and admin of
// the company, a member's purchase awaits their approval (until when, and where to decide); to the
// buyer, their purchase is approved (pay it now if it is paid online) or not (its orders cancelled,
// with the approver's note, or because nobody decided in time). Written with createElement, as
// OrderEmail.ts says why.
import type { I18n } from '@lingui/core';
import { Heading, Text } from '@react-email/components';
import { formatBdt, formatDate, type ApprovalNoticeData, type ApprovalNoticeTemplate } from '@storefront/shared';
import { createElement as h } from 'react';
import { emailI18n, numbersFor, type EmailLocale } from './i18n.ts';
import { closing, colors, frame, text } from './layout.ts';

export interface ApprovalEmailProps {
  template: ApprovalNoticeTemplate;
  data: ApprovalNoticeData;
  /** The store's address, for the links. */
  origin: string;
  /** Where people write back (CONTACT_EMAIL). */
  contactEmail: string;
  /** The reader's language (English unless given). */
  locale?: EmailLocale;
}

/** The email's subject, which is its heading too (shared `approvalNoticeSubject` in English). */
export function approvalSubject(
  i18n: I18n,
  template: ApprovalNoticeTemplate,
  data: Pick<ApprovalNoticeData, 'purchaseNumber' | 'buyerName'>,
): string {
  const values = { number: data.purchaseNumber, buyer: data.buyerName };
  switch (template) {
    case 'approval-requested':
      return i18n._(
        /*i18n*/ {
          id: 'email.approval.requested.subject',
          message: "{buyer}'s purchase {number} is awaiting your approval",
          values,
        },
      );
    case 'approval-approved':
      return i18n._(
        /*i18n*/ { id: 'email.approval.approved.subject', message: 'Your purchase {number} is approved', values },
      );
    case 'approval-rejected':
      return i18n._(
        /*i18n*/ { id: 'email.approval.rejected.subject', message: 'Your purchase {number} is not approved', values },
      );
  }
}

function body(i18n: I18n, template: ApprovalNoticeTemplate, data: ApprovalNoticeData): string {
  const values = {
    number: data.purchaseNumber,
    buyer: data.buyerName,
    company: data.companyName,
    total: formatBdt(data.total, numbersFor(i18n)),
    decider: data.deciderName ?? '',
    until: formatDate(data.at, numbersFor(i18n)),
  };
  switch (template) {
    case 'approval-requested':
      return i18n._(
        /*i18n*/ {
          id: 'email.approval.requested.body',
          message:
            "{buyer} ordered {total} for {company} (purchase {number}), above their order limit, so it waits for an approver. Approve or reject it on My company's Approvals; if nobody decides by {until}, it is cancelled.",
          values,
        },
      );
    case 'approval-approved':
      return i18n._(
        /*i18n*/ {
          id: 'email.approval.approved.body',
          message:
            '{decider} approved your purchase {number} of {total} for {company}. If it is paid online, you can pay it now from the purchase page.',
          values,
        },
      );
    case 'approval-rejected':
      return data.deciderName === null
        ? i18n._(
            /*i18n*/ {
              id: 'email.approval.expired.body',
              message:
                'Nobody at {company} approved your purchase {number} of {total} in time, so it is cancelled and its items are back on sale. Nothing is owed.',
              values,
            },
          )
        : i18n._(
            /*i18n*/ {
              id: 'email.approval.rejected.body',
              message:
                '{decider} did not approve your purchase {number} of {total} for {company}, so it is cancelled and its items are back on sale. Nothing is owed.',
              values,
            },
          );
  }
}

/** One approval email: what is asked or decided, the approver's note, and the way to it. */
export function ApprovalEmail({ template, data, origin, contactEmail, locale = 'en' }: ApprovalEmailProps) {
  const i18n = emailI18n(locale);
  const heading = approvalSubject(i18n, template, data);
  const requested = template === 'approval-requested';
  const link = requested
    ? `${origin}/dashboard/company`
    : `${origin}/dashboard/purchases/${encodeURIComponent(data.purchaseId)}`;
  const children = [
    h(Heading, { key: 'h', as: 'h1', style: { color: colors.ink, fontSize: '22px', margin: '0 0 16px' } }, heading),
    h(Text, { key: 'body', style: text }, body(i18n, template, data)),
    ...(data.note
      ? [
          h(
            Text,
            { key: 'note', style: text },
            i18n._(/*i18n*/ { id: 'email.approval.note', message: 'Note: {note}', values: { note: data.note } }),
          ),
        ]
      : []),
    ...closing(
      i18n,
      link,
      requested
        ? i18n._(/*i18n*/ { id: 'email.approval.open', message: 'Open the approvals' })
        : i18n._(/*i18n*/ { id: 'email.purchase.view', message: 'View your purchase' }),
      contactEmail,
    ),
  ];
  return frame(locale, heading, children);
}
