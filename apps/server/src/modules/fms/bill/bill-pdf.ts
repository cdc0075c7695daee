import {
  BILL_FIELD_LABELS,
  BILL_TITLES,
  billPeriodText,
  FEE_COLUMN_LABELS,
  feeSubjectLabel,
  type Language,
  type Message,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { FONT, finish, newDocument } from '#modules/lms/document/index.ts';
import type { BillDocument } from './bill-export.service.ts';

/**
 * Who a bill is with, as its files name it: the customer (receivable statement) or the agent
 * (payable statement, `fms/agent-bill`), which hands its bill over in the same shape.
 */
export type BillParty = { title: Message; label: Message };
export const CUSTOMER_PARTY: BillParty = { title: BILL_TITLES.one, label: FEE_COLUMN_LABELS.customer };

/** A bill's fees by destination country, then by subject within it: count and sum (bill currency). */
export type CountryGroup = {
  country: string;
  feeCount: number;
  value: string;
  subjects: { subject: string; feeCount: number; value: string }[];
};

/** Groups fees by country, then subject (both sorted), with exact sums. */
export function groupFees(
  fees: readonly { countryCode: string | null; subjectName: string; value: string }[],
): CountryGroup[] {
  const byCountry = new Map<string, Map<string, { n: number; v: Decimal }>>();
  for (const f of fees) {
    const country = f.countryCode ?? '';
    const subjects = byCountry.get(country) ?? new Map<string, { n: number; v: Decimal }>();
    const s = subjects.get(f.subjectName) ?? { n: 0, v: new Decimal(0) };
    subjects.set(f.subjectName, { n: s.n + 1, v: s.v.plus(f.value) });
    byCountry.set(country, subjects);
  }
  return [...byCountry.keys()].sort().map((country) => {
    const subjects = byCountry.get(country)!;
    const rows = [...subjects.keys()].sort().map((subject) => {
      const s = subjects.get(subject)!;
      return { subject, feeCount: s.n, value: s.v.toFixed(2) };
    });
    return {
      country,
      feeCount: rows.reduce((n, r) => n + r.feeCount, 0),
      value: rows.reduce((v, r) => v.plus(r.value), new Decimal(0)).toFixed(2),
      subjects: rows,
    };
  });
}

/** The company, the invoice title (none: the line is left out) and who the bill is with. */
type Header = { company: string; invoiceTitle: string | null; lang: Language; party?: BillParty };
const LEFT = 40;

/** The bill as an A4 PDF: company, title, customer and invoice title, figures, fees grouped, totals. */
export async function renderBillPdf(b: BillDocument, h: Header): Promise<Buffer> {
  const { lang } = h;
  const party = h.party ?? CUSTOMER_PARTY;
  const doc = newDocument('A4', LEFT, `${party.title[lang]} ${b.billNo}`);
  doc.addPage({ size: 'A4', margin: LEFT });
  doc.font(FONT);
  const width = doc.page.width - 2 * LEFT;
  doc.fontSize(16).text(h.company, LEFT, LEFT, { width, align: 'center' });
  doc.fontSize(13).text(party.title[lang], { width, align: 'center' });
  doc.moveDown();
  doc.fontSize(10);
  const line = (label: string, value: string) => doc.text(`${label}: ${value}`, LEFT, doc.y, { width });
  line(FEE_COLUMN_LABELS.billNo[lang], b.billNo);
  line(party.label[lang], `${b.customerCode} ${b.customerName}`);
  if (h.invoiceTitle !== null) line(BILL_FIELD_LABELS.invoiceTitle[lang], h.invoiceTitle);
  line(BILL_FIELD_LABELS.period[lang], billPeriodText(b.periodFrom, b.periodTo));
  line(FEE_COLUMN_LABELS.currency[lang], b.currency);
  doc.moveDown();
  const cols = [width * 0.3, width * 0.35, width * 0.15, width * 0.2];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - 80) {
      doc.addPage({ size: 'A4', margin: LEFT });
      doc.font(FONT).fontSize(10);
    }
    const y = doc.y;
    let x = LEFT;
    let bottom = y;
    cells.forEach((c, i) => {
      doc
        .fontSize(bold ? 10 : 9)
        .text(c, x + 2, y, { width: cols[i]! - 4, align: i >= 2 ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
      x += cols[i]!;
    });
    doc.y = bottom + 2;
  };
  row(
    [
      BILL_FIELD_LABELS.destination[lang],
      FEE_COLUMN_LABELS.subjectName[lang],
      BILL_FIELD_LABELS.feeCount[lang],
      BILL_FIELD_LABELS.billValue[lang],
    ],
    true,
  );
  for (const g of groupFees(b.fees)) {
    row([g.country, '', String(g.feeCount), g.value], true);
    for (const s of g.subjects) row(['', feeSubjectLabel(s.subject, lang), String(s.feeCount), s.value]);
  }
  doc.moveDown();
  doc.fontSize(11).text(BILL_FIELD_LABELS.totals[lang], LEFT, doc.y, { width });
  doc.fontSize(10);
  line(BILL_FIELD_LABELS.feeCount[lang], String(b.feeCount));
  line(BILL_FIELD_LABELS.total[lang], `${b.total} ${b.currency}`);
  line(BILL_FIELD_LABELS.writtenOff[lang], `${b.writtenOff} ${b.currency}`);
  line(BILL_FIELD_LABELS.unwritten[lang], `${b.unwritten} ${b.currency}`);
  return finish(doc);
}
