import { z } from 'zod';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  returnCancelPayload,
  returnPageAnswer,
  returnRegisterPayload,
  returnSearchPayload,
} from './return.ts';

/** Customer and agent return registers (`returnRegister` is a waybill action, spec §7). */
export const RETURN_API = {
  register: defineEndpoint({
    method: 'POST',
    url: '/lms/waybill/returnRegister',
    input: returnRegisterPayload,
    output: z.object({ id: z.string() }),
    summary: 'Register a customer or agent return of a received waybill, with its LMS return fees',
  }),
  search: defineEndpoint({
    method: 'POST',
    url: '/lms/waybillReturn/search',
    input: returnSearchPayload,
    output: returnPageAnswer,
    summary: 'Return registers of one kind (customer or agent), newest first',
  }),
  cancel: defineEndpoint({
    method: 'POST',
    url: '/lms/waybillReturn/cancel',
    input: returnCancelPayload,
    output: z.object({ updated: z.number().int() }),
    summary: 'Cancel up to 500 registers and remove their unbilled fees (refused when a fee is billed)',
  }),
} as const;
