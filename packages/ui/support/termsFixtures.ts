import type { CompanyReceivables, CompanyTerms, Receivable, ReceivablesTotals } from '@storefront/shared';
import { longCompany, longMember, sampleCompany } from './companyFixtures.ts';

// Sample payment terms, receivables and totals (requirements §20.8) for the stories and the app's
// MSW handlers: fixed values, no dates from the clock ("today" is 2026-11-28).

export const termsToday = '2026-11-28';

/** Net 30 with room to spare. */
export const healthyTerms: CompanyTerms = {
  net_days: 30,
  credit_limit: 500_000,
  require_po_number: false,
  outstanding: 180_450,
  overdue: 0,
  available: 319_550,
};
/** Little left to order on invoice. */
export const nearLimitTerms: CompanyTerms = { ...healthyTerms, outstanding: 462_000, available: 38_000 };
/** Nothing left: the next order on invoice is refused. */
export const exhaustedTerms: CompanyTerms = { ...healthyTerms, outstanding: 512_300, available: 0 };
/** Some of it is past its due day. */
export const overdueTerms: CompanyTerms = {
  ...healthyTerms,
  net_days: 45,
  outstanding: 240_000,
  overdue: 86_500,
  available: 260_000,
  require_po_number: true,
};
/** No terms: pays as any customer. */
export const noTerms: CompanyTerms = {
  net_days: null,
  credit_limit: null,
  require_po_number: false,
  outstanding: 0,
  overdue: 0,
  available: null,
};

const buyers = [
  { name: 'Tanvir Hasan', email: 'tanvir@example.com' },
  { name: 'Farzana Akter', email: 'farzana@example.com' },
  { name: 'Kamal Hossain', email: 'kamal@example.com' },
];

/** `count` invoices on terms: open, overdue by growing ages, partly paid, one paid. */
export function sampleReceivables(count: number): Receivable[] {
  const shapes = [
    { total: 96_450, paid: 0, issued: '2026-11-20', due: '2026-12-20', over: 0, status: 'open' },
    { total: 84_000, paid: 30_000, issued: '2026-10-05', due: '2026-11-04', over: 24, status: 'overdue' },
    { total: 32_500, paid: 0, issued: '2026-08-20', due: '2026-09-19', over: 70, status: 'overdue' },
    { total: 58_200, paid: 58_200, issued: '2026-09-01', due: '2026-10-01', over: 0, status: 'paid' },
    { total: 12_990, paid: 0, issued: '2026-07-01', due: '2026-07-31', over: 120, status: 'overdue' },
  ] as const;
  return Array.from({ length: count }, (_, i) => {
    const shape = shapes[i % shapes.length]!;
    const n = 200 + i;
    return {
      purchase: { _id: `purchase-terms-${n}`, number: `CP-000${n}` },
      invoice: shape.status === 'open' && i % 2 ? null : `INV-2026-000${n}`,
      company: { id: sampleCompany.id, name: sampleCompany.name },
      buyer: buyers[i % buyers.length]!,
      po_number: i % 3 === 2 ? null : `PO-PSL-${4410 + i}`,
      total: shape.total,
      paid: shape.paid,
      outstanding: Math.round((shape.total - shape.paid) * 100) / 100,
      issued_on: shape.issued,
      due_on: shape.due,
      days_overdue: shape.over,
      status: shape.status,
    };
  });
}

/** An invoice with every text at its longest. */
export const longReceivable: Receivable = {
  ...sampleReceivables(2)[1]!,
  purchase: { _id: 'purchase-terms-long', number: 'CP-123456' },
  invoice: 'INV-2026-123456',
  company: { id: longCompany.id, name: longCompany.name },
  buyer: { name: longMember.name, email: longMember.email },
  po_number: 'PO/CPI-PROCUREMENT/LAB-EQUIPMENT/2026-27/000123',
  total: 12_345_678.5,
  paid: 45_678.5,
  outstanding: 12_300_000,
  days_overdue: 132,
};

/** The totals of `invoices`, bucketed by days overdue. */
export function totalsOf(invoices: Receivable[]): ReceivablesTotals {
  const totals: ReceivablesTotals = {
    outstanding: 0,
    not_due: 0,
    overdue: { days_1_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 0 },
  };
  for (const r of invoices) {
    totals.outstanding += r.outstanding;
    const d = r.days_overdue;
    if (r.outstanding === 0) continue;
    if (d <= 0) totals.not_due += r.outstanding;
    else if (d <= 30) totals.overdue.days_1_30 += r.outstanding;
    else if (d <= 60) totals.overdue.days_31_60 += r.outstanding;
    else if (d <= 90) totals.overdue.days_61_90 += r.outstanding;
    else totals.overdue.days_over_90 += r.outstanding;
  }
  return totals;
}

/** The summary of `count` companies on terms, the first Padma Systems with the sample invoices. */
export function sampleReceivablesSummary(count: number): CompanyReceivables[] {
  const names = ['Padma Systems Ltd', 'Jamuna Tech Solutions', 'Karnaphuli Computers', 'Meghna IT Services'];
  return Array.from({ length: count }, (_, i) => ({
    company: { id: i ? `company-${i + 1}` : sampleCompany.id, name: names[i % names.length]! },
    net_days: [30, 45, 15, 60][i % 4]!,
    credit_limit: [500_000, 1_000_000, 150_000, 250_000][i % 4]!,
    totals: i
      ? {
          outstanding: 40_000 * i,
          not_due: 40_000 * i - 10_000,
          overdue: { days_1_30: 10_000, days_31_60: 0, days_61_90: 0, days_over_90: 0 },
        }
      : totalsOf(sampleReceivables(5)),
  }));
}
