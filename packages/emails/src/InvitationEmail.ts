// The email inviting someone into a company (requirements §20.2): who invited them, into which
// company and as what, until when, and the way to accept (the My company tab, signed in with the
// invited address). Written with createElement, as OrderEmail.ts says why.
import type { I18n } from '@lingui/core';
import { Heading, Text } from '@react-email/components';
import { formatDate, type CompanyRole, type InvitationNoticeData } from '@storefront/shared';
import { createElement as h } from 'react';
import { emailI18n, numbersFor, type EmailLocale } from './i18n.ts';
import { closing, colors, frame, text } from './layout.ts';

export interface InvitationEmailProps {
  data: InvitationNoticeData;
  /** The store's address, for the link to the company's tab. */
  origin: string;
  /** Where people write back (CONTACT_EMAIL). */
  contactEmail: string;
  /** The inviter's language (English unless given). */
  locale?: EmailLocale;
}

/** The role as the invitee reads it, in a sentence. */
function roleName(i18n: I18n, role: CompanyRole): string {
  switch (role) {
    case 'admin':
      return i18n._(/*i18n*/ { id: 'email.invitation.role.admin', message: 'an admin' });
    case 'approver':
      return i18n._(/*i18n*/ { id: 'email.invitation.role.approver', message: 'an approver' });
    case 'buyer':
      return i18n._(/*i18n*/ { id: 'email.invitation.role.buyer', message: 'a buyer' });
  }
}

/** The email's subject, which is its heading too (shared `invitationNoticeSubject` in English). */
export function invitationSubject(i18n: I18n, data: Pick<InvitationNoticeData, 'inviterName' | 'companyName'>) {
  return i18n._(
    /*i18n*/ {
      id: 'email.invitation.subject',
      message: '{inviter} invited you to join {company}',
      values: { inviter: data.inviterName, company: data.companyName },
    },
  );
}

/** One invitation's email: who, where, as what, until when, and how to accept it. */
export function InvitationEmail({ data, origin, contactEmail, locale = 'en' }: InvitationEmailProps) {
  const i18n = emailI18n(locale);
  const heading = invitationSubject(i18n, data);
  const values = {
    inviter: data.inviterName,
    company: data.companyName,
    role: roleName(i18n, data.role),
    email: data.email,
    until: formatDate(data.expiresAt, numbersFor(i18n)),
  };
  const children = [
    h(Heading, { key: 'h', as: 'h1', style: { color: colors.ink, fontSize: '22px', margin: '0 0 16px' } }, heading),
    h(
      Text,
      { key: 'body', style: text },
      i18n._(
        /*i18n*/ {
          id: 'email.invitation.body',
          message:
            '{inviter} invited you to join {company} as {role}: you will order for the company, and its orders will carry its name on their invoices.',
          values,
        },
      ),
    ),
    h(
      Text,
      { key: 'how', style: text },
      i18n._(
        /*i18n*/ {
          id: 'email.invitation.how',
          message:
            'To accept, sign in with {email} (verified) and open My company. The invitation is open until {until}.',
          values,
        },
      ),
    ),
    ...closing(
      i18n,
      `${origin}/dashboard/company`,
      i18n._(/*i18n*/ { id: 'email.invitation.open', message: 'Open My company' }),
      contactEmail,
    ),
  ];
  return frame(locale, heading, children);
}
