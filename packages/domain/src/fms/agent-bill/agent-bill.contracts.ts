import { z } from 'zod';
import { fileAnswer, jobStartAnswer, nullAnswer, searchResultOf } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import { billIdPayload, billRemarkPayload } from '../bill/index.ts';
import { billAgeBillAnswer } from '../bill-age/index.ts';
import {
  agentBillAgeAnswer,
  agentBillAgeBillsPayload,
  agentBillAgePayload,
  agentBillDetailAnswer,
  agentBillMakeAnswer,
  agentBillMakePayload,
  agentBillPeriodPayload,
  agentBillPreviewAnswer,
  agentBillRecordAnswer,
  agentBillSearchPayload,
  agentLedgerAnswer,
  agentLedgerPayload,
} from './agent-bill.ts';

/** Agent bills, ageing and ledger (DESIGN §4 "Finance, payables and treasurer": as customer bills, with agentId). */
export const AGENT_BILL_API = {
  preview: defineEndpoint({
    method: 'POST',
    url: '/fms/agentBill/preview',
    input: agentBillPeriodPayload,
    output: agentBillPreviewAnswer,
    summary: 'The unbilled confirmed agent fees of an agent with belong time in [from, to): count and total',
  }),
  make: defineEndpoint({
    method: 'POST',
    url: '/fms/agentBill/make',
    input: agentBillMakePayload,
    output: agentBillMakeAnswer,
    summary: 'Makes an agent bill of those fees (retry-safe with requestKey); posts a bill flow',
  }),
  cancel: defineEndpoint({
    method: 'POST',
    url: '/fms/agentBill/cancel',
    input: billIdPayload,
    output: nullAnswer,
    summary: 'Cancels an agent bill with nothing written off: its fees return to unbilled',
  }),
  remark: defineEndpoint({
    method: 'POST',
    url: '/fms/agentBill/remark',
    input: billRemarkPayload,
    output: nullAnswer,
    summary: 'Sets the remark of an agent bill',
  }),
  search: defineEndpoint({
    method: 'POST',
    url: '/fms/agentBill/search',
    input: agentBillSearchPayload,
    output: searchResultOf(agentBillRecordAnswer),
    summary: 'Agent bills, newest first; cancelled ones only when asked',
  }),
  detail: defineEndpoint({
    method: 'GET',
    url: '/fms/agentBill/detail',
    input: billIdPayload,
    output: agentBillDetailAnswer,
    summary: 'One agent bill with its fees',
  }),
  export: defineEndpoint({
    method: 'POST',
    url: '/fms/agentBill/export',
    input: billIdPayload,
    output: jobStartAnswer,
    summary: 'Exports an agent bill and its fees to Excel as a job',
  }),
  pdf: defineEndpoint({
    method: 'GET',
    url: '/fms/agentBill/pdf',
    input: billIdPayload,
    output: fileAnswer,
    summary: 'The agent bill as a PDF with the company header',
  }),
  age: defineEndpoint({
    method: 'POST',
    url: '/fms/agentBillAge/search',
    input: agentBillAgePayload,
    output: agentBillAgeAnswer,
    summary: 'Unwritten amounts of open agent bills by age bucket, per agent',
  }),
  ageBills: defineEndpoint({
    method: 'POST',
    url: '/fms/agentBillAge/bills',
    input: agentBillAgeBillsPayload,
    output: z.array(billAgeBillAnswer),
    summary: 'The open bills of one agent in one age bucket',
  }),
  ledger: defineEndpoint({
    method: 'POST',
    url: '/fms/agentLedger/search',
    input: agentLedgerPayload,
    output: agentLedgerAnswer,
    summary: 'An agent ledger over a period: opening, bills and flows, closing',
  }),
} as const;
