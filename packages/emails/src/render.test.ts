import { noticeTemplates, type OrderNoticeData } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { renderOrderEmail } from './render.ts';

const data: OrderNoticeData = {
  orderId: '66f0c1a2b3c4d5e6f7a8b9c0',
  orderNumber: 'CC-000042',
  customerName: 'Nusrat <Jahan>',
  customerEmail: 'nusrat@example.com',
  itemName: 'Club Core X8 Processor',
  quantity: 10,
  unitPrice: 28500,
  total: 285000,
  address: 'House 3, Road 8, Gulshan, Dhaka',
  phone: '01711000003',
  note: 'Sundarban Courier SC-99812',
  at: '2026-11-25T08:00:00.000Z',
};
const base = { data, origin: 'https://shop.example.com', contactEmail: 'info@computerclub.example.com' };

describe('order emails', () => {
  it('renders every template to HTML and plain text with the order, money and the way back to it', async () => {
    for (const template of noticeTemplates) {
      const email = await renderOrderEmail({ ...base, template });
      expect(email.html, template).toMatch(/^<!DOCTYPE html/);
      for (const part of [email.html, email.text]) {
        expect(part, template).toContain('CC-000042');
        expect(part, template).toContain('Club Core X8 Processor');
        expect(part, template).toContain('BDT 285,000');
        expect(part, template).toContain('Computer Club Manufacturers Ltd');
      }
      expect(email.text, template).not.toMatch(/<\/?(html|body|table|tr|td|a|div|p)\b/i);
    }
  });

  it('links customers to their order and the staff to Manage All Orders', async () => {
    const customer = await renderOrderEmail({ ...base, template: 'shipped' });
    expect(customer.html).toContain('href="https://shop.example.com/dashboard/orders/66f0c1a2b3c4d5e6f7a8b9c0"');
    expect(customer.subject).toBe('Your order CC-000042 is on its way');
    expect(customer.text).toContain('Sundarban Courier SC-99812');
    const staff = await renderOrderEmail({ ...base, template: 'placed-admin' });
    expect(staff.html).toContain('href="https://shop.example.com/dashboard/manage-orders?q=CC-000042"');
    expect(staff.subject).toBe('New order CC-000042: 10 x Club Core X8 Processor');
  });

  it('escapes what customers typed', async () => {
    const email = await renderOrderEmail({ ...base, template: 'placed' });
    expect(email.html).toContain('Nusrat &lt;Jahan&gt;');
    expect(email.html).not.toContain('<Jahan>');
  });
});
