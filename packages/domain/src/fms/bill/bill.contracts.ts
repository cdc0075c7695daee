import { fileAnswer, jobStartAnswer, nullAnswer, searchResultOf } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  billDetailAnswer,
  billIdPayload,
  billMakeAnswer,
  billMakePayload,
  billPeriodPayload,
  billPreviewAnswer,
  billRecordAnswer,
  billRemarkPayload,
  billSearchPayload,
} from './bill.ts';

/** Statement bills (DESIGN §4 "Finance, receivables"). */
export const BILL_API = {
  preview: defineEndpoint({
    method: 'POST',
    url: '/fms/statementBill/preview',
    input: billPeriodPayload,
    output: billPreviewAnswer,
    summary: 'The unbilled confirmed fees of a customer with belong time in [from, to): count and total',
  }),
  make: defineEndpoint({
    method: 'POST',
    url: '/fms/statementBill/make',
    input: billMakePayload,
    output: billMakeAnswer,
    summary: 'Makes a statement bill of those fees (retry-safe with requestKey)',
  }),
  cancel: defineEndpoint({
    method: 'POST',
    url: '/fms/statementBill/cancel',
    input: billIdPayload,
    output: nullAnswer,
    summary: 'Cancels a bill without write-offs: its fees return to unbilled, a bill-cancel flow posts',
  }),
  remark: defineEndpoint({
    method: 'POST',
    url: '/fms/statementBill/remark',
    input: billRemarkPayload,
    output: nullAnswer,
    summary: 'Sets the remark of a bill',
  }),
  search: defineEndpoint({
    method: 'POST',
    url: '/fms/bill/search',
    input: billSearchPayload,
    output: searchResultOf(billRecordAnswer),
    summary: 'Statement bills, newest first; cancelled ones only when asked (a customer user: its own)',
  }),
  detail: defineEndpoint({
    method: 'GET',
    url: '/fms/bill/detail',
    input: billIdPayload,
    output: billDetailAnswer,
    summary: 'One bill with its fees and their groupings by country and subject',
  }),
  export: defineEndpoint({
    method: 'POST',
    url: '/fms/bill/export',
    input: billIdPayload,
    output: jobStartAnswer,
    summary: 'Exports a bill and its fees to Excel as a job',
  }),
  pdf: defineEndpoint({
    method: 'GET',
    url: '/fms/bill/pdf',
    input: billIdPayload,
    output: fileAnswer,
    summary: 'The bill as a PDF with the company header and the customer invoice title',
  }),
};
