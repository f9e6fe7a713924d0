// What every email shares (requirements §13.7): the page around it, its text styles, the rows of
// figures, the note from the team, the button back to the store and the company's footer.
import type { I18n } from '@lingui/core';
import { Body, Button, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import { company, type NoticeTemplate } from '@storefront/shared';
import { createElement as h, type ReactNode } from 'react';
import type { EmailLocale } from './i18n.ts';

export const colors = {
  ink: '#0f172a',
  muted: '#475569',
  line: '#e2e8f0',
  primary: '#1d4ed8',
  surface: '#ffffff',
  page: '#f1f5f9',
  danger: '#b91c1c',
};

export const text = { color: colors.ink, fontSize: '15px', lineHeight: '24px', margin: '0 0 12px' };
export const muted = { ...text, color: colors.muted, fontSize: '13px', lineHeight: '20px' };

/** What every email's rows are labelled with, in the reader's language. */
export const labels = (i18n: I18n) => ({
  item: i18n._(/*i18n*/ { id: 'email.label.item', message: 'Item' }),
  quantity: i18n._(/*i18n*/ { id: 'email.label.quantity', message: 'Quantity' }),
  unitPrice: i18n._(/*i18n*/ { id: 'email.label.unitPrice', message: 'Unit price' }),
  total: i18n._(/*i18n*/ { id: 'email.label.total', message: 'Total' }),
  goods: i18n._(/*i18n*/ { id: 'email.label.goods', message: 'Goods' }),
  deliveryCharge: i18n._(/*i18n*/ { id: 'email.label.deliveryCharge', message: 'Delivery charge' }),
  deliverTo: i18n._(/*i18n*/ { id: 'email.label.deliverTo', message: 'Deliver to' }),
  phone: i18n._(/*i18n*/ { id: 'email.label.phone', message: 'Phone' }),
  company: i18n._(/*i18n*/ { id: 'email.label.company', message: 'Company' }),
});

/** The greeting every customer's email opens with. */
export const hello = (i18n: I18n, name: string) =>
  i18n._(/*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name } });

/** The link to the staff's screen for the order or purchase (the staff's emails). */
export const openForStaff = (i18n: I18n) =>
  i18n._(/*i18n*/ { id: 'email.staff.open', message: 'Open in Manage All Orders' });

/** A label and its value, as a row of a two-column table. */
export const row = (label: string, value: string) =>
  h(
    'tr',
    { key: label },
    h('td', { style: { ...muted, margin: 0, padding: '4px 12px 4px 0', verticalAlign: 'top' } }, label),
    h('td', { style: { ...text, margin: 0, padding: '4px 0', fontWeight: 600 } }, value),
  );

/** The administrator's note with the change: a tracking number when shipped. */
export const noteSection = (i18n: I18n, template: NoticeTemplate, note: string) =>
  h(
    Section,
    {
      key: 'note',
      style: { background: colors.page, borderRadius: '8px', padding: '12px 16px', margin: '0 0 16px' },
    },
    h(
      Text,
      { style: { ...muted, margin: 0 } },
      template === 'shipped'
        ? i18n._(/*i18n*/ { id: 'email.note.tracking', message: 'Tracking' })
        : i18n._(/*i18n*/ { id: 'email.note.team', message: 'Note from our team' }),
    ),
    h(Text, { style: { ...text, margin: 0, fontWeight: 600 } }, note),
  );

/** The way back to the store, the rule under it and the company's footer. */
export const closing = (i18n: I18n, href: string, label: string, contactEmail: string): ReactNode[] => [
  h(
    Button,
    {
      key: 'cta',
      href,
      style: {
        background: colors.primary,
        borderRadius: '8px',
        color: '#ffffff',
        fontSize: '15px',
        fontWeight: 600,
        padding: '12px 20px',
        textDecoration: 'none',
      },
    },
    label,
  ),
  h(Hr, { key: 'hr', style: { borderColor: colors.line, margin: '24px 0 16px' } }),
  h(
    Text,
    { key: 'footer', style: muted },
    i18n._(
      /*i18n*/ {
        id: 'email.footer',
        message: '{company}, {address}. Questions: {contact}, {phone}.',
        values: {
          company: company.name,
          address: company.address.join(', '),
          contact: contactEmail,
          phone: company.phone,
        },
      },
    ),
  ),
];

/** The email itself: the preview line mail clients show, the page, and the company's name above `children`. */
export const frame = (locale: EmailLocale, preview: string, children: ReactNode[]) =>
  h(
    Html,
    { lang: locale },
    h(Head),
    h(Preview, null, preview),
    h(
      Body,
      {
        style: {
          background: colors.page,
          // Bangla's letters from the faces mail clients have (Android, Windows, Apple), before the
          // Latin ones: an email cannot count on the store's own typeface.
          fontFamily:
            locale === 'bn'
              ? "'Noto Sans Bengali', 'Nirmala UI', Vrinda, 'Bangla Sangam MN', Inter, Segoe UI, Helvetica, Arial, sans-serif"
              : 'Inter, Segoe UI, Helvetica, Arial, sans-serif',
          margin: 0,
          padding: '24px 0',
        },
      },
      h(
        Container,
        { style: { background: colors.surface, borderRadius: '12px', maxWidth: '560px', padding: '32px' } },
        h(Text, { style: { ...text, color: colors.primary, fontWeight: 700, margin: '0 0 24px' } }, company.name),
        ...children,
      ),
    ),
  );
