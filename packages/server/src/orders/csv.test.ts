import type { Order } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, orderCsvLine } from './csv.ts';

describe('CSV for spreadsheets', () => {
  it('quotes only cells that need it, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('House 3, Road 8')).toBe('"House 3, Road 8"');
    expect(csvCell('The "Pro" board')).toBe('"The ""Pro"" board"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(12)).toBe('12');
  });

  it('disarms text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    for (const start of ['+', '-', '@', '\t'])
      expect(csvCell(`${start}1`).startsWith(`'${start}`) || csvCell(`${start}1`).startsWith(`"'${start}`)).toBe(true);
    // Numbers are numbers, negative ones included.
    expect(csvCell(-5)).toBe('-5');
  });

  it('ends every line with CRLF', () => {
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });

  it('writes an order in the store time zone with two-decimal money', () => {
    const order: Order = {
      _id: 'o1',
      user: 'buyer@example.com',
      userName: 'Rahim, Uddin',
      item: 'i1',
      itemName: 'Club Core X8 Processor',
      address: 'House 3, Road 8',
      phone: '01711000003',
      quantity: 10,
      unit_price: 28500,
      total: 285000,
      createdAt: '2026-11-24T18:30:00.000Z',
      number: 'CC-000042',
      status: 'shipped',
      statusChangedAt: '2026-11-25T00:00:00.000Z',
      purchaseNumber: 'CP-000007',
      district: 'coxs-bazar',
      delivery_charge: 0,
    };
    expect(orderCsvLine(order, 'Asia/Dhaka', 150)).toBe(
      'CC-000042,CP-000007,2026-11-25 00:30,Shipped,"Rahim, Uddin",buyer@example.com,Club Core X8 Processor,10,28500.00,285000.00,"House 3, Road 8",01711000003,Cox\'s Bazar,150.00,Cash on delivery,Unpaid,\r\n',
    );
    // An order from before districts: no district, nothing charged.
    expect(orderCsvLine({ ...order, district: null }, 'Asia/Dhaka', 0)).toMatch(/,01711000003,,0\.00,/);
    // Its purchase's payment (requirements §18).
    expect(orderCsvLine({ ...order, payment_status: 'partially_paid' }, 'Asia/Dhaka', 0, 'cod')).toMatch(
      /,Cash on delivery,Partially paid,\r\n$/,
    );
    expect(orderCsvLine({ ...order, payment_status: 'paid' }, 'Asia/Dhaka', 0, 'sslcommerz')).toMatch(
      /,Card \/ mobile banking \(SSLCommerz\),Paid,\r\n$/,
    );
    // Its purchase's PO number, last (requirements §20.6); a formula-like one disarmed as any cell.
    expect(orderCsvLine(order, 'Asia/Dhaka', 0, 'cod', 'PO-2026/17')).toMatch(
      /,Cash on delivery,Unpaid,PO-2026\/17\r\n$/,
    );
    expect(orderCsvLine(order, 'Asia/Dhaka', 0, 'cod', '-17')).toMatch(/,Unpaid,'-17\r\n$/);
    // Plain numbers for a spreadsheet: no lakh or crore grouping (the screens' formatBdt), Latin digits.
    const large = orderCsvLine({ ...order, quantity: 100_000, unit_price: 123.5, total: 1_23_50_000 }, 'Asia/Dhaka', 0);
    expect(large).toContain(',100000,123.50,12350000.00,');
  });
});
