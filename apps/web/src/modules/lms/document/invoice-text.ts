import type { DocumentRow } from '@freightdesk/domain';

/**
 * The declared value as the documents lists show it: the customer's value and currency, with the
 * make-document value in brackets when one was made (spec §2 "make-document values in brackets").
 */
export function invoiceText(row: Pick<DocumentRow, 'invoice' | 'makeDocumentInvoice'>): string {
  const own = `${row.invoice.declareValue} ${row.invoice.declareCurrency}`;
  const made = row.makeDocumentInvoice;
  if (!made) return own;
  const currency = made.declareCurrency === row.invoice.declareCurrency ? '' : ` ${made.declareCurrency}`;
  return `${own} (${made.declareValue}${currency})`;
}
