// The tax invoice's PDF (requirements §17): how long the server takes to draw one, in English and
// in Bangla (HarfBuzz shaping every Bangla run), for an invoice of 5 lines and one of 50, in this
// process (no HTTP): the first (loading pdfkit, the faces and HarfBuzz's WebAssembly) and then
// milliseconds per invoice over repeated renders.
import { renderTaxInvoicePdf } from '@storefront/server/invoice-pdf';
import type { InvoiceLine, TaxInvoice } from '@storefront/shared';
import type { BenchOptions } from './lib/env.ts';

interface Timing {
  language: 'en' | 'bn';
  lines: number;
  renders: number;
  msPerInvoice: number;
  p95Ms: number;
  bytes: number;
}

export interface InvoicePdfResult {
  /** The first render of the process: loading the renderer, the faces and the shaper. */
  firstMs: number;
  timings: Timing[];
}

const line = (i: number): InvoiceLine => ({
  kind: 'goods',
  description: i % 2 ? `স্ক্রিন প্রটেক্টর ${i} (Screen protector)` : `Graphics card RTX 4060 8GB, part ${i}`,
  order_number: `CC-${String(1000 + i).padStart(6, '0')}`,
  quantity: 1 + (i % 4),
  unit_price: 1250.5,
  value_without_vat: 1087.39,
  vat_rate: 15,
  vat: 163.11,
  value_with_vat: 1250.5,
});

function invoiceOf(lines: number): TaxInvoice {
  return {
    number: 'TI-2627-000001',
    fiscal_year: '2026-27',
    issued_at: '2026-11-28T04:30:00.000Z',
    purchase: { _id: 'purchase', number: 'CP-000042' },
    order: null,
    po_number: null,
    seller: {
      name: 'Computer Club Manufacturers Ltd',
      address: 'Plot 14, Road 7, Tejgaon, Dhaka 1208',
      bin: '0001234560101',
    },
    buyer: { name: 'রহিম উদ্দিন', address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা', phone: '01700000000', bin: null },
    lines: Array.from({ length: lines }, (_, i) => line(i)),
    totals: { value_without_vat: 1087.39 * lines, vat: 163.11 * lines, value_with_vat: 1250.5 * lines },
    credit_notes: [],
  };
}

export async function runInvoicePdf(options: BenchOptions, { quick }: { quick: boolean }): Promise<InvoicePdfResult> {
  const renders = quick ? 10 : 40;
  const t0 = performance.now();
  await renderTaxInvoicePdf(invoiceOf(1), 'bn', { timeZone: 'Asia/Dhaka' });
  const firstMs = performance.now() - t0;
  const timings: Timing[] = [];
  for (const lines of [5, 50])
    for (const language of ['en', 'bn'] as const) {
      const invoice = invoiceOf(lines);
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < renders; i++) {
        const start = performance.now();
        bytes = (await renderTaxInvoicePdf(invoice, language, { timeZone: 'Asia/Dhaka' })).length;
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const timing = {
        language,
        lines,
        renders,
        msPerInvoice: Number((times.reduce((a, b) => a + b, 0) / renders).toFixed(1)),
        p95Ms: Number(times[Math.min(renders - 1, Math.floor(renders * 0.95))]!.toFixed(1)),
        bytes,
      };
      options.log(`invoice PDF ${language}, ${lines} lines: ${timing.msPerInvoice} ms per invoice`);
      timings.push(timing);
    }
  return { firstMs: Number(firstMs.toFixed(1)), timings };
}
