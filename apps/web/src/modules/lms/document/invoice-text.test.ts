import { describe, expect, it } from 'vitest';
import { invoiceText } from './invoice-text.ts';

const invoice = (declareValue: string, declareCurrency = 'USD') => ({
  declareValue,
  declareCurrency,
  invoiceRemark: undefined,
});

describe('invoice text', () => {
  it('shows the make-document value in brackets, with its currency only when it differs', () => {
    expect(invoiceText({ invoice: invoice('120.00'), makeDocumentInvoice: null })).toBe('120.00 USD');
    expect(invoiceText({ invoice: invoice('120.00'), makeDocumentInvoice: invoice('80.00') })).toBe(
      '120.00 USD (80.00)',
    );
    expect(invoiceText({ invoice: invoice('120.00'), makeDocumentInvoice: invoice('70.00', 'EUR') })).toBe(
      '120.00 USD (70.00 EUR)',
    );
  });
});
