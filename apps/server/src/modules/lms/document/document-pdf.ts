import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import type { DocumentPiece, DocumentWaybill } from './document-data.ts';

/**
 * The PDFs of the documents area: a 100×150 mm label per piece (code-128 barcode of the waybill
 * number with its text) and an A4 commercial invoice per waybill. Text is set in Noto Sans SC (OFL,
 * from the npm package `@expo-google-fonts/noto-sans-sc`), which covers Chinese, Latin and the
 * Vietnamese letters; pdfkit embeds only the glyphs used (subset), so a label stays small.
 */

const FONT_MODULE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
/** The embedded font's PostScript name (a test reads it back from the PDF). */
export const PDF_FONT_NAME = 'NotoSansSC-Regular';
export const FONT = 'body';

let fontBytes: Buffer | undefined;
/** The font file, read once from node_modules. */
function font(): Buffer {
  fontBytes ??= readFileSync(createRequire(import.meta.url).resolve(FONT_MODULE));
  return fontBytes;
}

export const mm = (v: number) => (v * 72) / 25.4;
export const LABEL_SIZE: [number, number] = [mm(100), mm(150)];

export function newDocument(
  size: [number, number] | 'A4',
  margin: number,
  title: string,
): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size, margin, autoFirstPage: false, info: { Title: title } });
  doc.registerFont(FONT, font());
  return doc;
}

/** Collects the document's bytes once it is ended. */
export function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** A code-128 barcode (PNG) of the number with the number printed below it. */
export function barcode(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 14,
    includetext: true,
    textxalign: 'center',
    textsize: 11,
  });
}

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '');
const joined = (...parts: (string | null | undefined)[]) => parts.filter((p) => p?.trim()).join(', ');

type Party = DocumentWaybill['sender'];
const addressLines = (p: Party) => [
  joined(p.address1, p.address2, p.address3),
  joined(p.suburb, p.city, p.state, p.postcode),
  p.countryCode,
];

/** One label page: product, destination, barcode, piece i/n, recipient, sender, weight, order date. */
function labelPage(doc: PDFKit.PDFDocument, w: DocumentWaybill, piece: DocumentPiece, code: Buffer) {
  const [width] = LABEL_SIZE;
  const m = mm(4);
  const inner = width - 2 * m;
  doc.addPage({ size: LABEL_SIZE, margin: m });
  doc.font(FONT);
  doc.rect(m, m, inner, mm(16)).stroke();
  doc.fontSize(12).text(w.productName ?? w.productCode ?? '', m + 4, m + 6, { width: inner - mm(26) });
  doc.fontSize(22).text(w.destination, width - m - mm(24), m + 6, { width: mm(22), align: 'center' });
  doc.image(code, m + mm(6), m + mm(19), { fit: [inner - mm(12), mm(28)], align: 'center' });
  let y = m + mm(50);
  doc.fontSize(11).text(`${piece.seq}/${w.pieces.length}   ${piece.subNo}`, m, y, { width: (inner * 2) / 3 });
  doc.text(`${piece.weight ?? w.weight} KG`, m + (inner * 2) / 3, y, { width: inner / 3, align: 'right' });
  y += mm(7);
  doc
    .moveTo(m, y)
    .lineTo(width - m, y)
    .stroke();
  y += mm(2);
  const r = w.recipient;
  doc.fontSize(9).text('TO:', m, y);
  doc.fontSize(11).text(joined(r.name, r.company), m + mm(9), y, { width: inner - mm(9) });
  doc.fontSize(9);
  for (const line of addressLines(r)) doc.text(line, { width: inner - mm(9) });
  doc.text(`${r.postcode ?? ''}   TEL: ${r.phone ?? ''}`, { width: inner - mm(9) });
  y = Math.max(doc.y, y + mm(30)) + mm(2);
  doc
    .moveTo(m, y)
    .lineTo(width - m, y)
    .stroke();
  y += mm(2);
  const s = w.sender;
  doc.fontSize(8).text(`FROM: ${joined(s.name, s.company, s.city, s.countryCode)}`, m, y, { width: inner });
  y = doc.y + mm(2);
  doc.text(`REF: ${w.customerNo ?? ''}`, m, y, { width: inner / 2 });
  doc.text(`${day(w.orderTime)}`, m + inner / 2, y, { width: inner / 2, align: 'right' });
}

/** Labels of the waybills: one 100×150 mm page per piece. */
export async function renderLabels(waybills: readonly DocumentWaybill[]): Promise<Buffer> {
  const doc = newDocument(LABEL_SIZE, mm(4), 'Labels');
  for (const w of waybills) {
    const code = await barcode(w.waybillNo);
    for (const piece of w.pieces) labelPage(doc, w, piece, code);
  }
  return finish(doc);
}

const COLUMNS = [
  { key: 'no', title: '#', width: 20 },
  { key: 'name', title: 'Description 品名', width: 210 },
  { key: 'hs', title: 'HS code', width: 60 },
  { key: 'origin', title: 'Origin', width: 40 },
  { key: 'qty', title: 'Qty', width: 45 },
  { key: 'price', title: 'Unit price', width: 70 },
  { key: 'total', title: 'Total', width: 70 },
] as const;

function tableRow(doc: PDFKit.PDFDocument, x: number, y: number, cells: readonly string[]): number {
  let cx = x;
  let bottom = y;
  for (const [i, col] of COLUMNS.entries()) {
    const right = i >= 4;
    doc.text(cells[i] ?? '', cx + 2, y + 3, { width: col.width - 4, align: right ? 'right' : 'left' });
    bottom = Math.max(bottom, doc.y);
    cx += col.width;
  }
  return bottom + 3;
}

function partyBlock(doc: PDFKit.PDFDocument, title: string, p: Party, x: number, y: number, width: number) {
  doc.fontSize(10).text(title, x, y, { width });
  doc.fontSize(9).text(joined(p.name, p.company), { width });
  for (const line of addressLines(p)) doc.text(line, { width });
  doc.text(`TEL: ${p.phone ?? ''}`, { width });
  return doc.y;
}

/** One commercial invoice page (A4): seller, buyer, commodity lines, totals, trade clause, signature. */
function invoicePage(doc: PDFKit.PDFDocument, w: DocumentWaybill) {
  doc.addPage({ size: 'A4', margin: 40 });
  doc.font(FONT);
  const left = 40;
  const width = doc.page.width - 80;
  doc.fontSize(18).text('COMMERCIAL INVOICE  商业发票', left, 40, { width, align: 'center' });
  doc.fontSize(9).text(`Invoice No. / Waybill No.: ${w.waybillNo}`, left, 72, { width: width / 2 });
  doc.text(`Date: ${day(w.orderTime)}`, left + width / 2, 72, { width: width / 2, align: 'right' });
  const y1 = partyBlock(doc, 'Seller / Shipper 发件人', w.sender, left, 95, width / 2 - 10);
  const y2 = partyBlock(doc, 'Buyer / Consignee 收件人', w.recipient, left + width / 2, 95, width / 2);
  let y = Math.max(y1, y2) + 12;
  doc.fontSize(8);
  doc.rect(left, y, width, 16).stroke();
  y = tableRow(
    doc,
    left,
    y,
    COLUMNS.map((c) => c.title),
  );
  w.commodities.forEach((c, i) => {
    if (y > doc.page.height - 160) {
      doc.addPage({ size: 'A4', margin: 40 });
      doc.font(FONT).fontSize(8);
      y = 40;
    }
    const name = [c.nameEn, c.nameCn].filter(Boolean).join(' / ');
    const qty = `${c.quantity} ${c.unit}`;
    y = tableRow(doc, left, y, [
      String(i + 1),
      name,
      c.hsCode ?? '',
      c.origin,
      qty,
      c.unitPrice,
      c.totalPrice,
    ]);
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeOpacity(0.3)
      .stroke()
      .strokeOpacity(1);
  });
  const inv = w.documentInvoice;
  if (y > doc.page.height - 300) {
    doc.addPage({ size: 'A4', margin: 40 });
    doc.font(FONT);
    y = 40;
  }
  y += 10;
  doc.fontSize(10);
  const totals = [
    `Total quantity: ${w.commodities.reduce((n, c) => n + c.quantity, 0)}`,
    `Goods value: ${w.goodsTotal} ${inv.declareCurrency}`,
    `Declared value: ${inv.declareValue} ${inv.declareCurrency}`,
    `Freight: ${inv.declareFreightFee ?? '0.00'}  Insurance: ${inv.declareInsuranceFee ?? '0.00'}  Other: ${inv.declareOtherFee ?? '0.00'}`,
    `Total value: ${inv.declareTotalValue ?? inv.declareValue} ${inv.declareCurrency}`,
  ];
  for (const line of totals) {
    doc.text(line, left + width / 2, y, { width: width / 2, align: 'right' });
    y = doc.y;
  }
  y += 10;
  doc.fontSize(9);
  doc.text(`Currency: ${inv.declareCurrency}    Trade clause: ${w.tradeClause ?? ''}`, left, y, { width });
  doc.text(`Pieces: ${w.pieceCount}    Weight: ${w.weight} KG    Destination: ${w.destination}`, { width });
  if (inv.invoiceRemark) doc.text(`Remark: ${inv.invoiceRemark}`, { width });
  doc.moveDown();
  doc.text('I declare that the above information is true and correct. 兹声明以上信息真实无误。', { width });
  const sy = Math.max(doc.y + 40, doc.page.height - 120);
  doc
    .moveTo(left + width / 2, sy)
    .lineTo(left + width, sy)
    .stroke();
  doc.text('Signature / 签名', left + width / 2, sy + 4, { width: width / 2, align: 'center' });
}

/** Commercial invoices of the waybills: one A4 page each. */
export async function renderInvoices(waybills: readonly DocumentWaybill[]): Promise<Buffer> {
  const doc = newDocument('A4', 40, 'Commercial invoices');
  for (const w of waybills) invoicePage(doc, w);
  return finish(doc);
}
