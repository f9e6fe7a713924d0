import {
  noticeSubject,
  noticeTemplates,
  paymentNoticeSubject,
  paymentNoticeTemplates,
  purchaseNoticeSubject,
  type PaymentNoticeData,
  type OrderNoticeData,
  type PurchaseNoticeData,
  type PurchaseNoticeLine,
} from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { renderOrderEmail, renderPaymentEmail, renderPurchaseEmail } from './render.ts';

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
        expect(part, template).toContain('BDT 2,85,000');
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

const line = (n: number, overrides: Partial<PurchaseNoticeLine> = {}): PurchaseNoticeLine => ({
  orderId: `order${n}`,
  orderNumber: `CC-00004${n}`,
  itemName: `Club part ${n}`,
  quantity: 2,
  unitPrice: 1000 * n,
  total: 2000 * n,
  status: 'placed',
  moved: true,
  ...overrides,
});
const purchase: PurchaseNoticeData = {
  purchaseId: '66f0c1a2b3c4d5e6f7a8b9c1',
  purchaseNumber: 'CP-000007',
  customerName: 'Nusrat <Jahan>',
  customerEmail: 'nusrat@example.com',
  address: 'House 3, Road 8, Gulshan, Dhaka',
  phone: '01711000003',
  lines: [line(1), line(2), line(3)],
  total: 12000,
  note: null,
  at: '2026-11-25T08:00:00.000Z',
};
const purchaseBase = { ...base, data: purchase };

describe('purchase emails', () => {
  it('list every order of the purchase in each template, with the total and the way back to it', async () => {
    for (const template of noticeTemplates) {
      const email = await renderPurchaseEmail({ ...purchaseBase, template });
      for (const part of [email.html, email.text]) {
        expect(part, template).toContain('CP-000007');
        for (const n of [1, 2, 3]) {
          expect(part, template).toContain(`CC-00004${n}`);
          expect(part, template).toContain(`Club part ${n}`);
        }
        expect(part, template).toContain('BDT 12,000');
      }
      expect(email.text, template).not.toMatch(/<\/?(html|body|table|tr|td|a|div|p)\b/i);
    }
    const customer = await renderPurchaseEmail({ ...purchaseBase, template: 'placed' });
    expect(customer.subject).toBe('Your purchase CP-000007 is placed');
    expect(customer.html).toContain('href="https://shop.example.com/dashboard/purchases/66f0c1a2b3c4d5e6f7a8b9c1"');
    const staff = await renderPurchaseEmail({ ...purchaseBase, template: 'placed-admin' });
    expect(staff.subject).toBe('New purchase CP-000007: 3 orders');
    expect(staff.html).toContain('href="https://shop.example.com/dashboard/manage-orders?q=CP-000007"');
    expect(staff.html).toContain('Nusrat &lt;Jahan&gt;');
    expect(staff.html).not.toContain('<Jahan>');
  });

  it('name the orders that moved when not the whole purchase did, and strike the cancelled ones out of the total', async () => {
    const lines = [
      line(1, { status: 'cancelled', moved: false }),
      line(2, { status: 'confirmed' }),
      line(3, { status: 'confirmed' }),
    ];
    const whole = await renderPurchaseEmail({ ...purchaseBase, template: 'confirmed', data: { ...purchase, lines } });
    expect(whole.subject).toBe('Your purchase CP-000007 is confirmed');
    expect(whole.text).toContain('Total, cancelled orders left out');
    expect(whole.html).toMatch(/line-through[^>]*>BDT 2,000</);

    const some = [line(1, { status: 'confirmed' }), line(2, { status: 'confirmed' }), line(3, { moved: false })];
    const partial = await renderPurchaseEmail({
      ...purchaseBase,
      template: 'confirmed',
      data: { ...purchase, lines: some },
    });
    expect(partial.subject).toBe('2 orders of your purchase CP-000007 are confirmed');
    expect(partial.text).toContain('We have confirmed orders CC-000041 and CC-000042 of your purchase');

    const one = [line(1, { status: 'shipped' }), line(2, { status: 'confirmed', moved: false })];
    const shipped = await renderPurchaseEmail({
      ...purchaseBase,
      template: 'shipped',
      data: { ...purchase, lines: one, note: 'Pathao PT-5521' },
    });
    expect(shipped.subject).toBe('1 order of your purchase CP-000007 is on its way');
    expect(shipped.text).toContain('Order CC-000041 of your purchase has left our warehouse.');
    expect(shipped.text).toContain('Pathao PT-5521');

    const none = lines.map((l) => ({ ...l, status: 'cancelled' as const, moved: l.status !== 'cancelled' }));
    const cancelled = await renderPurchaseEmail({
      ...purchaseBase,
      template: 'cancelled',
      data: { ...purchase, lines: none, total: 0 },
    });
    expect(cancelled.subject).toBe('Your purchase CP-000007 is cancelled');
    expect(cancelled.text).toContain('Nothing is owed');
    expect(cancelled.text).toContain('BDT 0');
  });
});

describe('emails in Bangla', () => {
  it('write every order email in Bangla: subject, heading, body, labels, button and footer', async () => {
    for (const template of noticeTemplates) {
      const email = await renderOrderEmail({ ...base, template, locale: 'bn' });
      expect(email.html, template).toMatch(/<html[^>]* lang="bn"/);
      for (const part of [email.html, email.text]) {
        expect(part, template).toContain('CC-000042');
        expect(part, template).toContain('৳ ২,৮৫,০০০');
        expect(part, template).toContain('ফোন নম্বর');
        expect(part, template).toContain('যেকোনো প্রশ্নে যোগাযোগ করুন');
        // Not a word of the English copy left (the company's name and the data stay as they are).
        expect(part, template).not.toMatch(/\b(Hello|Order|Quantity|Unit price|Deliver to|Questions|View your)\b/);
      }
    }
    const shipped = await renderOrderEmail({ ...base, template: 'shipped', locale: 'bn' });
    expect(shipped.subject).toBe('আপনার অর্ডার CC-000042 পাঠানো হয়েছে');
    expect(shipped.text).toContain('প্রিয় Nusrat <Jahan>,');
    expect(shipped.text).toContain('ট্র্যাকিং');
    expect(shipped.text).toContain('আপনার অর্ডার দেখুন');
    const staff = await renderOrderEmail({ ...base, template: 'placed-admin', locale: 'bn' });
    expect(staff.subject).toBe('নতুন অর্ডার CC-000042: 10 x Club Core X8 Processor');
    expect(staff.text).toContain('সব অর্ডার পেজে খুলুন');
    expect(staff.html).toContain('Nusrat &lt;Jahan&gt;');
  });

  it('write every purchase email in Bangla, naming the orders that moved and the cancelled ones', async () => {
    for (const template of noticeTemplates) {
      const email = await renderPurchaseEmail({ ...purchaseBase, template, locale: 'bn' });
      expect(email.html, template).toMatch(/<html[^>]* lang="bn"/);
      for (const part of [email.html, email.text]) {
        expect(part, template).toContain('CP-000007');
        expect(part, template).toContain('৳ ১২,০০০');
        expect(part, template).not.toMatch(/\b(Hello|Order|Item|Amount|Total|Deliver to|Questions|View your)\b/);
      }
    }
    const placed = await renderPurchaseEmail({ ...purchaseBase, template: 'placed', locale: 'bn' });
    expect(placed.subject).toBe('আপনার ক্রয় CP-000007 গ্রহণ করা হয়েছে');
    expect(placed.text).toContain('মোট 3টি অর্ডার');
    expect(placed.text).toContain('অর্ডার হয়েছে');
    const staff = await renderPurchaseEmail({ ...purchaseBase, template: 'placed-admin', locale: 'bn' });
    expect(staff.subject).toBe('নতুন ক্রয় CP-000007: 3টি অর্ডার');

    const some = [line(1, { status: 'confirmed' }), line(2, { status: 'cancelled', moved: false }), line(3)];
    const partial = await renderPurchaseEmail({
      ...purchaseBase,
      template: 'confirmed',
      locale: 'bn',
      data: { ...purchase, lines: some.map((l, i) => (i === 2 ? { ...l, moved: false } : l)) },
    });
    expect(partial.subject).toBe('আপনার ক্রয় CP-000007-এর 1টি অর্ডার কনফার্ম করা হয়েছে');
    expect(partial.text).toContain('আপনার ক্রয়ের অর্ডার CC-000041 কনফার্ম করা হয়েছে, আমরা এখন এটি');
    expect(partial.text).toContain('মোট (বাতিল অর্ডার বাদে)');
    expect(partial.text).toContain('বাতিল');

    const two = [line(1, { status: 'shipped' }), line(2, { status: 'shipped' }), line(3, { moved: false })];
    const shipped = await renderPurchaseEmail({
      ...purchaseBase,
      template: 'shipped',
      locale: 'bn',
      data: { ...purchase, lines: two },
    });
    expect(shipped.text).toContain('আপনার ক্রয়ের অর্ডার CC-000041 ও CC-000042 আমাদের ওয়্যারহাউস থেকে');
  });

  it("say in English what the outbox row's subject says (shared's noticeSubject and purchaseNoticeSubject)", async () => {
    const partial = [line(1, { status: 'confirmed' }), line(2, { moved: false })];
    for (const template of noticeTemplates) {
      expect((await renderOrderEmail({ ...base, template })).subject).toBe(noticeSubject(template, data));
      for (const lines of [purchase.lines, partial]) {
        const input = { ...purchaseBase, template, data: { ...purchase, lines } };
        expect((await renderPurchaseEmail(input)).subject).toBe(purchaseNoticeSubject(template, input.data));
      }
    }
  });
});

describe('delivery in the emails (requirements §17)', () => {
  it("show a one-item order's goods, its delivery charge and what they come to, in English and Bangla", async () => {
    const charged = { ...data, deliveryCharge: 150 };
    const email = await renderOrderEmail({ ...base, data: charged, template: 'placed' });
    for (const part of [email.html, email.text]) {
      expect(part).toMatch(/Goods[\s\S]*BDT 2,85,000/);
      expect(part).toMatch(/Delivery charge[\s\S]*BDT 150/);
      expect(part).toMatch(/Total[\s\S]*BDT 2,85,150/);
    }
    const bangla = await renderOrderEmail({ ...base, data: charged, template: 'placed', locale: 'bn' });
    expect(bangla.text).toContain('ডেলিভারি চার্জ');
    expect(bangla.text).toContain('৳ ১৫০');
    expect(bangla.text).toContain('৳ ২,৮৫,১৫০');
  });

  it("show a purchase's goods owed, its delivery charge and the total, in English and Bangla", async () => {
    const lines = [line(1, { status: 'cancelled', moved: false }), line(2), line(3)];
    const charged = { ...purchase, lines, subtotal: 10000, deliveryCharge: 130, total: 10130 };
    const email = await renderPurchaseEmail({ ...purchaseBase, data: charged, template: 'placed-admin' });
    for (const part of [email.html, email.text]) {
      expect(part).toMatch(/Goods, cancelled orders left out[\s\S]*BDT 10,000/);
      expect(part).toMatch(/Delivery charge[\s\S]*BDT 130/);
      expect(part).toMatch(/Total[\s\S]*BDT 10,130/);
    }
    const bangla = await renderPurchaseEmail({ ...purchaseBase, data: charged, template: 'placed', locale: 'bn' });
    expect(bangla.text).toContain('ডেলিভারি চার্জ');
    expect(bangla.text).toContain('৳ ১০,১৩০');
  });
});

describe('payment emails (requirements §18)', () => {
  const payment: PaymentNoticeData = {
    purchaseId: '66f0c1a2b3c4d5e6f7a8b9c2',
    purchaseNumber: 'CP-000009',
    customerName: 'Nusrat <Jahan>',
    customerEmail: 'nusrat@example.com',
    method: 'bkash',
    amount: 123456.5,
    at: '2026-11-25T08:00:00.000Z',
  };
  const paymentBase = {
    data: payment,
    origin: 'https://shop.example.com',
    contactEmail: 'info@computerclub.example.com',
  };

  it('say what happened to the money, with the amount and the way back to the purchase, the subject as the outbox row', async () => {
    for (const template of paymentNoticeTemplates) {
      const email = await renderPaymentEmail({ ...paymentBase, template });
      expect(email.subject).toBe(paymentNoticeSubject(template, payment));
      for (const part of [email.html, email.text]) {
        expect(part, template).toContain('CP-000009');
        expect(part, template).toContain('BDT 1,23,456.5');
        expect(part, template).toContain('https://shop.example.com/dashboard/purchases/66f0c1a2b3c4d5e6f7a8b9c2');
      }
      expect(email.html).toContain('Nusrat &lt;Jahan&gt;');
      expect(email.text, template).not.toMatch(/<\/?(html|body|table|tr|td|a|div|p)\b/i);
    }
    expect((await renderPaymentEmail({ ...paymentBase, template: 'payment-refunded' })).text).toContain(
      'through bKash',
    );
  });

  it('are written in Bangla for a Bangla reader, with Bangla digits', async () => {
    for (const template of paymentNoticeTemplates) {
      const email = await renderPaymentEmail({ ...paymentBase, template, locale: 'bn' });
      expect(email.subject, template).toMatch(/[\u0980-\u09FF]/);
      expect(email.subject, template).not.toContain('Your');
      expect(email.text, template).toContain('৳ ১,২৩,৪৫৬.৫');
    }
  });
});

describe('the purchase-order number in the emails (requirements §20.6)', () => {
  it('is a row of every purchase email that has one, in either language, and absent otherwise', async () => {
    const withPo = { ...purchase, poNumber: 'PO-2026/17' };
    for (const template of noticeTemplates) {
      const english = await renderPurchaseEmail({ ...purchaseBase, template, data: withPo });
      for (const part of [english.html, english.text]) {
        expect(part, template).toContain('PO number');
        expect(part, template).toContain('PO-2026/17');
      }
      const bangla = await renderPurchaseEmail({ ...purchaseBase, template, data: withPo, locale: 'bn' });
      expect(bangla.text, template).toContain('PO-2026/17');
      expect(bangla.text, template).not.toContain('PO number');
      expect((await renderPurchaseEmail({ ...purchaseBase, template })).text, template).not.toContain('PO number');
    }
  });
});

describe('paying on invoice in the emails (requirements §20.8)', () => {
  it('says Pay on invoice and the day it is due, in either language, and nothing otherwise', async () => {
    const onInvoice = { ...purchase, dueOn: '2026-12-28' };
    const english = await renderPurchaseEmail({ ...purchaseBase, template: 'placed', data: onInvoice });
    for (const part of [english.html, english.text]) expect(part).toContain('Pay on invoice, due 28 Dec 2026');
    const bangla = await renderPurchaseEmail({ ...purchaseBase, template: 'placed', data: onInvoice, locale: 'bn' });
    expect(bangla.text).toContain('ইনভয়েসে পেমেন্ট (বাকিতে), পরিশোধের শেষ দিন ২৮ ডিসেম্বর ২০২৬');
    expect((await renderPurchaseEmail({ ...purchaseBase, template: 'placed' })).text).not.toContain('Pay on invoice');
  });
});
