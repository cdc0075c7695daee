import { fileAnswer, nullAnswer, searchResultOf } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  invoiceCancelPayload,
  invoiceDetailAnswer,
  invoiceIdPayload,
  invoiceIssueAnswer,
  invoiceIssuePayload,
  invoiceRecordAnswer,
  invoiceSearchPayload,
  invoiceTitleAnswer,
  invoiceTitlesPayload,
} from './invoice.ts';

/** Invoices issued to customers from statement bills (DESIGN §4 "Finance, payables and treasurer"). */
export const INVOICE_API = {
  titles: defineEndpoint({
    method: 'GET',
    url: '/fms/invoice/titles',
    input: invoiceTitlesPayload,
    output: invoiceTitleAnswer.array(),
    summary: "A customer's invoice titles with the ids an invoice is issued under",
  }),
  issue: defineEndpoint({
    method: 'POST',
    url: '/fms/invoice/issue',
    input: invoiceIssuePayload,
    output: invoiceIssueAnswer,
    summary: "Issues an invoice for a customer's bills under one of its titles (retry-safe with requestKey)",
  }),
  cancel: defineEndpoint({
    method: 'POST',
    url: '/fms/invoice/cancel',
    input: invoiceCancelPayload,
    output: nullAnswer,
    summary: 'Cancels an invoice with a reason: its bills are free to invoice again',
  }),
  send: defineEndpoint({
    method: 'POST',
    url: '/fms/invoice/send',
    input: invoiceIdPayload,
    output: nullAnswer,
    summary: "Emails the invoice PDF to its title's email; the invoice is sent",
  }),
  search: defineEndpoint({
    method: 'POST',
    url: '/fms/invoice/search',
    input: invoiceSearchPayload,
    output: searchResultOf(invoiceRecordAnswer),
    summary: 'Invoices, newest first',
  }),
  detail: defineEndpoint({
    method: 'GET',
    url: '/fms/invoice/detail',
    input: invoiceIdPayload,
    output: invoiceDetailAnswer,
    summary: 'One invoice with the bills it covers',
  }),
  pdf: defineEndpoint({
    method: 'GET',
    url: '/fms/invoice/pdf',
    input: invoiceIdPayload,
    output: fileAnswer,
    summary: 'The invoice as a PDF with the company header, the invoice title and the bills covered',
  }),
};
