import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import type { CarrierAddress, CarrierShipment, LabelFormat } from '../../connector.ts';

/**
 * The sandbox's labels: a 4×6 inch PDF (Code 128 barcode from bwip-js, the track number also as text)
 * or ZPL for thermal printers (^BC barcode). Text in Helvetica when every character is in its
 * WinAnsi set (three times faster: a batch of labels stays cheap), else in Noto Sans SC, which covers
 * Chinese, Latin and Vietnamese (pdfkit embeds only the glyphs used).
 */

const FONT_MODULE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
let fontBytes: Buffer | undefined;
function font(): Buffer {
  fontBytes ??= readFileSync(createRequire(import.meta.url).resolve(FONT_MODULE));
  return fontBytes;
}

export type LabelData = {
  trackNo: string;
  serviceCode: string;
  reference: string;
  shipment: CarrierShipment;
  /** 1-based piece and piece count. */
  piece: number;
  pieces: number;
};

function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

const addressLines = (a: CarrierAddress) =>
  [
    a.name,
    a.company,
    ...a.lines,
    [a.postcode, a.city, a.state].filter(Boolean).join(' '),
    a.countryCode,
  ].filter((x): x is string => !!x);

/** The Code 128 barcode of a track number as a PNG (bwip-js, deterministic: tests render it again to verify a label). */
export function barcodePng(trackNo: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text: trackNo, scale: 2, height: 18 });
}

/** Characters Helvetica (WinAnsi) prints. */
const WIN_ANSI = /^[\x20-\x7e\xa0-\xff\n]*$/;

/** Sets Helvetica, or Noto Sans SC when a text is outside Helvetica's characters. */
function chooseFont(doc: PDFKit.PDFDocument, texts: readonly string[]): void {
  if (texts.every((t) => WIN_ANSI.test(t))) {
    doc.font('Helvetica');
    return;
  }
  doc.registerFont('body', font());
  doc.font('body');
}

/** A 4×6 inch PDF label: sender, receiver, service, the Code 128 barcode and the track number as text. */
export async function pdfLabel(d: LabelData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [288, 432],
    margin: 14,
    info: { Title: `Sandbox label ${d.trackNo}` },
  });
  chooseFont(doc, [
    ...addressLines(d.shipment.shipper),
    ...addressLines(d.shipment.receiver),
    d.reference,
    d.serviceCode,
  ]);
  doc.fontSize(16).text('SANDBOX CARRIER', { align: 'left' });
  doc.fontSize(9).text(`${d.serviceCode}  ·  ${d.piece}/${d.pieces}  ·  ${d.shipment.shipDate}`);
  doc.moveDown(0.5).fontSize(8).text('FROM');
  doc.fontSize(9).text(addressLines(d.shipment.shipper).join('\n'));
  doc.moveDown(0.5).fontSize(8).text('TO');
  doc.fontSize(11).text(addressLines(d.shipment.receiver).join('\n'));
  const png = await barcodePng(d.trackNo);
  doc.image(png, 24, 300, { fit: [240, 70], align: 'center' });
  doc.fontSize(14).text(d.trackNo, 14, 376, { width: 260, align: 'center' });
  doc.fontSize(8).text(`REF ${d.reference}`, 14, 400, { width: 260, align: 'center' });
  return finish(doc);
}

/** ZPL field data may not hold ^ or ~ (command prefixes). */
const zplText = (s: string) => s.replace(/[\^~]/g, ' ');

/** A ZPL label (203 dpi, 4×6 inch) with the track number as a ^BC Code 128 barcode. */
export function zplLabel(d: LabelData): Buffer {
  const to = addressLines(d.shipment.receiver).map(zplText);
  const lines = [
    '^XA',
    '^CI28',
    '^PW812',
    '^LL1218',
    '^FO40,40^A0N,50,50^FDSANDBOX CARRIER^FS',
    `^FO40,110^A0N,28,28^FD${zplText(d.serviceCode)} ${d.piece}/${d.pieces} ${d.shipment.shipDate}^FS`,
    '^FO40,170^A0N,24,24^FDTO^FS',
    ...to.map((t, i) => `^FO40,${205 + i * 34}^A0N,30,30^FD${t}^FS`),
    `^FO60,820^BY3^BCN,200,Y,N,N^FD${d.trackNo}^FS`,
    `^FO40,1120^A0N,26,26^FDREF ${zplText(d.reference)}^FS`,
    '^XZ',
  ];
  return Buffer.from(lines.join('\n'), 'utf8');
}

/** The label of one piece in the asked format. */
export function renderLabel(format: LabelFormat, d: LabelData): Promise<Buffer> {
  return format === 'zpl' ? Promise.resolve(zplLabel(d)) : pdfLabel(d);
}

/** The manifest document: an A4 PDF listing the track numbers. */
export async function manifestPdf(
  manifestNo: string,
  date: string,
  trackNos: readonly string[],
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Sandbox manifest ${manifestNo}` } });
  chooseFont(doc, [manifestNo, date, ...trackNos]);
  doc.fontSize(16).text(`SANDBOX MANIFEST ${manifestNo}`);
  doc.fontSize(10).text(`${date} · ${trackNos.length} shipments`).moveDown();
  for (const t of trackNos) doc.text(t);
  return finish(doc);
}
