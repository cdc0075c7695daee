import type { PackageWaybillRow } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { barcode, FONT, finish, LABEL_SIZE, mm, newDocument } from '#modules/lms/document/index.ts';

/** Waybill numbers printed on the label; the rest are counted ("+ 12 more"). */
const LISTED_WAYBILLS = 24;

/**
 * A package / pallet label: one 100×150 mm page like the waybill label (same font, code-128 barcode of
 * the package number with its text), then the totals, the destinations and the waybill numbers.
 */
export async function renderPackageLabel(
  packageNo: string,
  waybills: readonly PackageWaybillRow[],
): Promise<Buffer> {
  const doc = newDocument(LABEL_SIZE, mm(4), `Package ${packageNo}`);
  const [width] = LABEL_SIZE;
  const m = mm(4);
  const inner = width - 2 * m;
  doc.addPage({ size: LABEL_SIZE, margin: m });
  doc.font(FONT);
  doc.rect(m, m, inner, mm(14)).stroke();
  doc.fontSize(16).text('PACKAGE / PALLET  包裹', m + 4, m + 8, { width: inner - 8, align: 'center' });
  doc.image(await barcode(packageNo), m + mm(6), m + mm(17), {
    fit: [inner - mm(12), mm(28)],
    align: 'center',
  });
  const pieces = waybills.reduce((n, r) => n + r.pieceCount, 0);
  const weight = waybills.reduce((sum, r) => sum.plus(r.weight ?? 0), new Decimal(0));
  let y = m + mm(48);
  doc.fontSize(11).text(`WAYBILLS: ${waybills.length}    PCS: ${pieces}`, m, y, { width: (inner * 2) / 3 });
  doc.text(`${weight.toFixed(3)} KG`, m + (inner * 2) / 3, y, { width: inner / 3, align: 'right' });
  y += mm(7);
  doc
    .moveTo(m, y)
    .lineTo(width - m, y)
    .stroke();
  y += mm(2);
  const destinations = [...new Set(waybills.map((r) => r.destination))].sort();
  doc.fontSize(9).text(`DEST: ${destinations.join(', ')}`, m, y, { width: inner });
  const packed = waybills
    .map((r) => r.packageTime)
    .filter((t): t is string => !!t)
    .sort();
  doc.text(`PACKED: ${packed[0]?.slice(0, 10) ?? ''}`, { width: inner });
  y = doc.y + mm(2);
  doc
    .moveTo(m, y)
    .lineTo(width - m, y)
    .stroke();
  y += mm(2);
  const listed = waybills.slice(0, LISTED_WAYBILLS).map((r) => r.waybillNo);
  const half = Math.ceil(listed.length / 2);
  doc.fontSize(8);
  doc.text(listed.slice(0, half).join('\n'), m, y, { width: inner / 2 });
  doc.text(listed.slice(half).join('\n'), m + inner / 2, y, { width: inner / 2 });
  if (waybills.length > LISTED_WAYBILLS)
    doc.text(`+ ${waybills.length - LISTED_WAYBILLS} more`, m, doc.y + mm(1), { width: inner });
  return finish(doc);
}
