import { z } from 'zod';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  billAgeBillAnswer,
  billAgeBillsPayload,
  billAgeSearchAnswer,
  billAgeSearchPayload,
} from './bill-age.ts';

/** Receivable ageing (DESIGN §4 "Finance, receivables"). */
export const BILL_AGE_API = {
  search: defineEndpoint({
    method: 'POST',
    url: '/fms/billAge/search',
    input: billAgeSearchPayload,
    output: billAgeSearchAnswer,
    summary: 'Unwritten amounts of open bills by age bucket, per customer or per receivable finance person',
  }),
  bills: defineEndpoint({
    method: 'POST',
    url: '/fms/billAge/bills',
    input: billAgeBillsPayload,
    output: z.array(billAgeBillAnswer),
    summary: 'The open bills of one customer in one age bucket',
  }),
} as const;
