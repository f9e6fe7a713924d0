// The tax invoice as a PDF (requirements §17): the Mushak 6.3 form's fields in the reader's
// language, A4, drawn with pdfkit. Text is laid out here, a run of one script at a time (Bangla in
// the Bangla face, the rest in the Latin one, both shaped by HarfBuzz: faces.ts), so that names and
// addresses in either script, and amounts with Bangla digits and Latin separators, read right.
import { taxInvoiceLabels, type TaxInvoiceLabels } from '@storefront/emails/tax-invoice';
import {
  formatBdt,
  formatBin,
  formatDateTime,
  formatNumber,
  formatStoreDay,
  toLocaleDigits,
  type InvoiceLine,
  type Language,
  type TaxInvoice,
} from '@storefront/shared';
import PDFDocument from 'pdfkit';
import { pdfFaces, type FaceName, type ShapedFace } from './faces.ts';

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 36;
export const WIDTH = A4.width - 2 * MARGIN;
export const INK = '#0f172a';
export const MUTED = '#475569';
export const RULE = '#94a3b8';

export interface Style {
  size?: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

/** Bengali letters, signs and digits, the dandas and the joiners its spelling uses. */
const isBangla = (cp: number) =>
  (cp >= 0x0980 && cp <= 0x09ff) || cp === 0x0964 || cp === 0x0965 || cp === 0x200c || cp === 0x200d;

type Doc = InstanceType<typeof PDFDocument>;

/** Writes text in runs of one script each (a quote's PDF writes with it too: requirements §20.7). */
export function writer(doc: Doc, faces: Record<FaceName, ShapedFace>) {
  const faceOf = (cp: number, bold: boolean): FaceName => {
    const weight = bold ? 700 : 400;
    return isBangla(cp) || !faces[`latin-${weight}`].has(cp) ? `bangla-${weight}` : `latin-${weight}`;
  };
  /** `text` as runs of one face each (a space is the Latin face's: the Bangla one has none). */
  const runsOf = (text: string, bold: boolean) => {
    const runs: { face: FaceName; text: string }[] = [];
    for (const char of text) {
      const last = runs.at(-1);
      const face = faceOf(char.codePointAt(0)!, bold);
      if (last?.face === face) last.text += char;
      else runs.push({ face, text: char });
    }
    return runs;
  };
  const widthOf = (text: string, size: number, bold: boolean) =>
    runsOf(text, bold).reduce((sum, run) => sum + doc.font(run.face).fontSize(size).widthOfString(run.text), 0);

  /** The lines `text` takes within `width`, broken between words (a word wider than the box overflows it). */
  function linesOf(text: string, width: number, size: number, bold: boolean): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/ +/)) {
        const tried = line ? `${line} ${word}` : word;
        if (line && widthOf(tried, size, bold) > width) {
          lines.push(line);
          line = word;
        } else line = tried;
      }
      lines.push(line);
    }
    return lines;
  }

  const lineHeight = (size: number) => size * 1.55;

  /** Draws `text` in the box at (x, y) of `width`; answers the height it took. */
  function write(text: string, x: number, y: number, width: number, style: Style = {}): number {
    const { size = 9, bold = false, color = INK, align = 'left' } = style;
    const lines = linesOf(text, width, size, bold);
    lines.forEach((line, i) => {
      const lineWidth = widthOf(line, size, bold);
      let at = align === 'left' ? x : align === 'right' ? x + width - lineWidth : x + (width - lineWidth) / 2;
      const baseline = y + i * lineHeight(size) + size * 1.1;
      for (const run of runsOf(line, bold)) {
        doc.font(run.face).fontSize(size).fillColor(color);
        doc.text(run.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
        at += doc.widthOfString(run.text);
      }
    });
    return lines.length * lineHeight(size);
  }

  /** The height `text` would take. */
  const heightOf = (text: string, width: number, style: Style = {}) =>
    linesOf(text, width, style.size ?? 9, style.bold ?? false).length * lineHeight(style.size ?? 9);

  return { write, heightOf };
}

/** The form's table: the columns' labels and widths (they add up to the page's width). */
function columns(l: TaxInvoiceLabels) {
  return [
    { label: l.serial, width: 24, align: 'center' as const },
    { label: l.description, width: 163, align: 'left' as const },
    { label: l.quantity, width: 44, align: 'right' as const },
    { label: l.unitPrice, width: 62, align: 'right' as const },
    { label: l.valueWithoutVat, width: 66, align: 'right' as const },
    { label: l.vatRate, width: 38, align: 'right' as const },
    { label: l.vat, width: 60, align: 'right' as const },
    { label: l.valueWithVat, width: 66.28, align: 'right' as const },
  ];
}

export async function renderTaxInvoicePdf(
  invoice: TaxInvoice,
  language: Language,
  { timeZone }: { timeZone: string },
): Promise<Buffer> {
  const l = taxInvoiceLabels(language);
  const format = { locale: language } as const;
  const digits = (text: string) => toLocaleDigits(text, format);
  // Every amount with its two decimals, so the table's columns line up.
  const amount = (n: number) => {
    const [whole, decimals = ''] = formatNumber(n, { locale: 'en', maxFractionDigits: 2 }).split('.');
    return digits(`${whole}.${decimals.padEnd(2, '0')}`);
  };
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${l.title} ${invoice.number}`, Author: invoice.seller.name, Subject: l.form },
    lang: language,
    displayTitle: true,
  });
  const faces = pdfFaces();
  for (const [name, face] of Object.entries(faces)) doc.registerFont(name, face.font as never);
  const { write, heightOf } = writer(doc, faces);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = MARGIN;
  const rule = (at: number, color = RULE) =>
    doc
      .moveTo(MARGIN, at)
      .lineTo(MARGIN + WIDTH, at)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  const newPageIfBelow = (needed: number) => {
    if (y + needed <= A4.height - MARGIN) return;
    doc.addPage();
    y = MARGIN;
  };

  // The form's head: its name at the right, the title, the rule it is issued under, the seller.
  write(l.form, MARGIN, y, WIDTH, { align: 'right', bold: true });
  y += write(l.title, MARGIN, y, WIDTH, { align: 'center', size: 15, bold: true });
  y += write(l.rule, MARGIN, y, WIDTH, { align: 'center', size: 8, color: MUTED }) + 4;
  y += write(invoice.seller.name, MARGIN, y, WIDTH, { align: 'center', size: 11, bold: true });
  y += write(`${l.sellerBin}: ${digits(formatBin(invoice.seller.bin))}`, MARGIN, y, WIDTH, { align: 'center' });
  y += write(`${l.issueAddress}: ${invoice.seller.address}`, MARGIN, y, WIDTH, { align: 'center' }) + 6;
  rule(y);
  y += 8;

  // The buyer at the left, the invoice's own particulars at the right.
  const half = WIDTH / 2 - 8;
  const buyer = [
    [l.buyerName, invoice.buyer.name],
    // The buyer's company, when they ordered as its member (requirements §20.3).
    ...(invoice.buyer.company ? [[l.buyerCompany, invoice.buyer.company]] : []),
    [l.buyerBin, invoice.buyer.bin ? digits(formatBin(invoice.buyer.bin)) : l.none],
    [l.destination, invoice.buyer.address],
    [l.phone, digits(invoice.buyer.phone)],
  ];
  const particulars = [
    [l.number, invoice.number],
    [l.fiscalYear, digits(invoice.fiscal_year)],
    [l.issuedAt, formatDateTime(invoice.issued_at, { ...format, timeZone })],
    invoice.purchase ? [l.purchase, invoice.purchase.number] : [l.orderOf, invoice.order?.number ?? ''],
    ...(invoice.po_number === null ? [] : [[l.poNumber, invoice.po_number]]),
    ...(invoice.due_on ? [[l.payment, l.payOnInvoice(formatStoreDay(invoice.due_on, format))]] : []),
  ];
  let left = y;
  for (const [label, value] of buyer) left += write(`${label}: ${value}`, MARGIN, left, half);
  let right = y;
  for (const [label, value] of particulars)
    right += write(`${label}: ${value}`, MARGIN + half + 16, right, half, { bold: label === l.number });
  y = Math.max(left, right) + 8;

  // The lines, with a header row and the totals.
  const cols = columns(l);
  const row = (cells: string[], style: Style = {}) => {
    const height = Math.max(...cells.map((cell, i) => heightOf(cell, cols[i]!.width - 6, style))) + 4;
    newPageIfBelow(height);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      write(cell, x + 3, y + 2, cols[i]!.width - 6, { ...style, align: style.align ?? cols[i]!.align });
      x += cols[i]!.width;
    });
    y += height;
    rule(y, style.bold ? INK : RULE);
  };
  const lineCells = (line: InvoiceLine, index: number) => [
    digits(String(index + 1)),
    line.kind === 'delivery'
      ? l.delivery
      : [
          line.description,
          line.order_number ? l.order(line.order_number) : '',
          // requirements §20.5 item 10: a member's price, the public one as it was beside it.
          line.public_price === undefined ? '' : l.memberPrice(amount(line.public_price)),
        ]
          .filter(Boolean)
          .join('\n'),
    formatNumber(line.quantity, format),
    amount(line.unit_price),
    amount(line.value_without_vat),
    `${formatNumber(line.vat_rate, format)}%`,
    amount(line.vat),
    amount(line.value_with_vat),
  ];
  rule(y, INK);
  row(
    cols.map((c) => c.label),
    { bold: true, size: 8, align: 'center' },
  );
  invoice.lines.forEach((line, i) => row(lineCells(line, i)));
  row(
    [
      '',
      l.total,
      '',
      '',
      amount(invoice.totals.value_without_vat),
      '',
      amount(invoice.totals.vat),
      amount(invoice.totals.value_with_vat),
    ],
    { bold: true },
  );
  y += 6;
  y += write(
    `${l.pricesIncludeVat} ${l.total}: ${formatBdt(invoice.totals.value_with_vat, format)}`,
    MARGIN,
    y,
    WIDTH,
    {
      size: 8,
      color: MUTED,
    },
  );

  // The credit notes issued against it, each with what it takes back.
  if (invoice.credit_notes.length) {
    y += 10;
    newPageIfBelow(60);
    y += write(l.creditNotes, MARGIN, y, WIDTH, { bold: true, size: 10 });
    for (const note of invoice.credit_notes) {
      const what = note.order ? l.order(note.order.number) : '';
      const text = `${l.creditNote} ${note.number} · ${formatDateTime(note.issued_at, { ...format, timeZone })} · ${what} · ${l.valueWithVat}: ${amount(note.totals.value_with_vat)} · ${l.vat}: ${amount(note.totals.vat)}`;
      newPageIfBelow(heightOf(text, WIDTH));
      y += write(text, MARGIN, y, WIDTH);
    }
  }

  // Signed by whoever issues it for the seller.
  newPageIfBelow(60);
  y += 40;
  doc
    .moveTo(MARGIN + WIDTH - 200, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.6)
    .strokeColor(INK)
    .stroke();
  write(l.signature, MARGIN + WIDTH - 200, y + 2, 200, { size: 8, color: MUTED, align: 'center' });

  doc.end();
  return done;
}
