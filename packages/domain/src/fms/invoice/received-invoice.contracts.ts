import { nullAnswer, searchResultOf } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  receivedInvoiceAnswer,
  receivedInvoiceBillsPayload,
  receivedInvoiceDetailAnswer,
  receivedInvoiceIdPayload,
  receivedInvoiceOpenBillAnswer,
  receivedInvoiceRecordAnswer,
  receivedInvoiceRecordPayload,
  receivedInvoiceSearchPayload,
} from './received-invoice.ts';

/** Invoices received from agents against agent bills (docs/finance.md "Invoices"). */
export const RECEIVED_INVOICE_API = {
  bills: defineEndpoint({
    method: 'GET',
    url: '/fms/receivedInvoice/bills',
    input: receivedInvoiceBillsPayload,
    output: receivedInvoiceOpenBillAnswer.array(),
    summary: "An agent's open agent bills with what received invoices already cover of them",
  }),
  record: defineEndpoint({
    method: 'POST',
    url: '/fms/receivedInvoice/record',
    input: receivedInvoiceRecordPayload,
    output: receivedInvoiceRecordAnswer,
    summary: "Records an agent's invoice against parts of its agent bills (retry-safe with requestKey)",
  }),
  cancel: defineEndpoint({
    method: 'POST',
    url: '/fms/receivedInvoice/cancel',
    input: receivedInvoiceIdPayload,
    output: nullAnswer,
    summary: 'Cancels a received invoice: what it covered of its agent bills is free again',
  }),
  search: defineEndpoint({
    method: 'POST',
    url: '/fms/receivedInvoice/search',
    input: receivedInvoiceSearchPayload,
    output: searchResultOf(receivedInvoiceAnswer),
    summary: 'Received invoices, newest first',
  }),
  detail: defineEndpoint({
    method: 'GET',
    url: '/fms/receivedInvoice/detail',
    input: receivedInvoiceIdPayload,
    output: receivedInvoiceDetailAnswer,
    summary: 'One received invoice with the agent bills it covers and its files',
  }),
};
