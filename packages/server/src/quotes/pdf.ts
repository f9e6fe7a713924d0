// A quote as a PDF in its buyer's language (requirements §20.7): the store's details, the buyer,
// the newest offer's lines with their list and offered prices, its subtotal and last day, and its
// message; before any offer, the request's lines at today's public prices. A4, drawn with pdfkit
// through the tax invoice's writer (one script per run, both shaped: invoices/pdf.ts).
import { quoteDocumentLabels } from '@storefront/emails/quote-document';
import {
  formatBdt,
  formatBin,
  formatDate,
  formatNumber,
  formatStoreDay,
  toLocaleDigits,
  type Language,
  type QuoteRequest,
} from '@storefront/shared';
import PDFDocument from 'pdfkit';
import { pdfFaces } from '../invoices/faces.ts';
import { A4, INK, MARGIN, MUTED, RULE, WIDTH, writer, type Style } from '../invoices/pdf.ts';

export async function renderQuotePdf(
  quote: QuoteRequest,
  language: Language,
  { seller, timeZone }: { seller: { name: string; address: string; bin: string }; timeZone: string },
): Promise<Buffer> {
  const l = quoteDocumentLabels(language);
  const format = { locale: language } as const;
  const digits = (text: string) => toLocaleDigits(text, format);
  const amount = (n: number) => {
    const [whole, decimals = ''] = formatNumber(n, { locale: 'en', maxFractionDigits: 2 }).split('.');
    return digits(`${whole}.${decimals.padEnd(2, '0')}`);
  };
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${l.title} ${quote.number}`, Author: seller.name, Subject: l.title },
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

  // The store, then the title.
  y += write(seller.name, MARGIN, y, WIDTH, { align: 'center', size: 13, bold: true });
  y += write(seller.address, MARGIN, y, WIDTH, { align: 'center' });
  y += write(`${l.sellerBin}: ${digits(formatBin(seller.bin))}`, MARGIN, y, WIDTH, { align: 'center' }) + 6;
  y += write(l.title, MARGIN, y, WIDTH, { align: 'center', size: 15, bold: true }) + 4;
  rule(y);
  y += 8;

  // The buyer at the left, the quote's particulars at the right.
  const offer = quote.offers.at(-1);
  const half = WIDTH / 2 - 8;
  const buyer = [
    [l.buyer, quote.buyer.name],
    ...(quote.company ? [[l.company, quote.company.name]] : []),
    [l.email, quote.buyer.email],
  ];
  const particulars = [
    [l.number, quote.number],
    [l.date, formatDate(offer?.created_at ?? quote.created_at, { ...format, timeZone })],
    ...(offer
      ? [
          [l.offer(offer.version), ''],
          [l.validUntil, formatStoreDay(offer.valid_until, format)],
        ]
      : []),
  ];
  let left = y;
  for (const [label, value] of buyer) left += write(`${label}: ${value}`, MARGIN, left, half);
  let right = y;
  for (const [label, value] of particulars)
    right += write(value ? `${label}: ${value}` : label!, MARGIN + half + 16, right, half, {
      bold: label === l.number || label === l.validUntil,
    });
  y = Math.max(left, right) + 8;
  if (!offer) y += write(l.requested, MARGIN, y, WIDTH, { color: MUTED }) + 4;

  // The lines: with their offered prices when offered, else the public ones alone.
  const cols = offer
    ? [
        { label: l.serial, width: 28, align: 'center' as const },
        { label: l.item, width: 215, align: 'left' as const },
        { label: l.quantity, width: 52, align: 'right' as const },
        { label: l.listPrice, width: 78, align: 'right' as const },
        { label: l.offeredPrice, width: 78, align: 'right' as const },
        { label: l.lineTotal, width: WIDTH - 451, align: 'right' as const },
      ]
    : [
        { label: l.serial, width: 28, align: 'center' as const },
        { label: l.item, width: 293, align: 'left' as const },
        { label: l.quantity, width: 52, align: 'right' as const },
        { label: l.listPrice, width: 78, align: 'right' as const },
        { label: l.lineTotal, width: WIDTH - 451, align: 'right' as const },
      ];
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
  rule(y, INK);
  row(
    cols.map((c) => c.label),
    { bold: true, size: 8, align: 'center' },
  );
  const lines = offer
    ? offer.lines.map((line, i) => [
        digits(String(i + 1)),
        line.name,
        formatNumber(line.quantity, format),
        amount(line.list_price),
        amount(line.unit_price),
        amount(line.unit_price * line.quantity),
      ])
    : quote.lines.map((line, i) => [
        digits(String(i + 1)),
        line.name,
        formatNumber(line.quantity, format),
        amount(line.list_price),
        amount(line.list_price * line.quantity),
      ]);
  lines.forEach((cells) => row(cells));
  const subtotal = offer
    ? offer.subtotal
    : quote.lines.reduce((sum, line) => sum + Math.round(line.list_price * 100) * line.quantity, 0) / 100;
  row([...cols.slice(0, -2).map((_, i) => (i === 1 ? l.subtotal : '')), '', formatBdt(subtotal, format)], {
    bold: true,
  });
  y += 8;

  // The words either side wrote with it, and what the prices mean.
  for (const [label, text] of [
    [l.message, offer?.message ?? null],
    [l.note, quote.note],
  ] as const) {
    if (text === null) continue;
    newPageIfBelow(heightOf(`${label}: ${text}`, WIDTH) + 4);
    y += write(`${label}: ${text}`, MARGIN, y, WIDTH) + 4;
  }
  newPageIfBelow(30);
  y += write(l.terms, MARGIN, y, WIDTH, { size: 8, color: MUTED });

  doc.end();
  return done;
}
