import { z } from 'zod';
import { defineEndpoint } from '../../platform/contract.ts';
import { noDealRule } from './no-deal-rule.entity.ts';

/** Customers a no-deal list answers at most (per call). */
export const NO_DEAL_LIST_MAX = 1000;

export const noDealCustomerRow = z.object({
  ruleId: z.string(),
  ruleName: z.string(),
  days: z.number().int(),
  customerId: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  /** Its last waybill's order time; null when it never ordered. */
  lastOrderTime: z.string().nullable(),
  /** Whole days since the last order (or since the customer was created, when it never ordered). */
  daysSince: z.number().int(),
  salesUserId: z.string().nullable(),
  salesName: z.string().nullable(),
});
export type NoDealCustomerRow = z.output<typeof noDealCustomerRow>;

export const noDealListPayload = z.object({ ruleId: z.uuid().optional() });
export const noDealListAnswer = z.object({ rows: z.array(noDealCustomerRow), truncated: z.boolean() });
export type NoDealListAnswer = z.output<typeof noDealListAnswer>;

export const noDealDryRunPayload = z
  .object({ id: z.uuid().optional(), rule: z.record(z.string(), z.unknown()).optional() })
  .refine((v) => v.id !== undefined || v.rule !== undefined, { path: ['id'], message: 'required' });

const api = `/${noDealRule.api}` as const;

/** No-deal customers, their notification now, and the dry run of a rule (which customers it lists now). */
export const NO_DEAL_API = {
  customers: defineEndpoint({
    method: 'POST',
    url: `${api}/customers`,
    input: noDealListPayload,
    output: noDealListAnswer,
    summary: 'No-deal customers: per enabled rule (or the one asked), customers without an order in its days',
  }),
  notifyNow: defineEndpoint({
    method: 'POST',
    url: `${api}/notifyNow`,
    input: z.object({ id: z.uuid() }),
    output: z.object({ notified: z.number().int() }),
    summary: "No-deal rule: notify each listed customer's sales follow person now (once a day per customer)",
  }),
  dryRun: defineEndpoint({
    method: 'POST',
    url: `${api}/dryRun`,
    input: noDealDryRunPayload,
    output: noDealListAnswer,
    summary: 'No-deal rule: dry run (saved rule or one being edited) — the customers it lists now',
  }),
};
