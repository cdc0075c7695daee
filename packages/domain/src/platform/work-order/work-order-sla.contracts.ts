import { z } from 'zod';
import { defineEndpoint } from '../contract.ts';
import { workOrderUrgencySchema } from './work-order.ts';

/**
 * The SLA settings of work orders: targets overriding the defaults per second type and urgency, and
 * the holidays of the working calendar (DESIGN §12).
 */
const hours = z.number().min(0.25).max(2000).multipleOf(0.25);
export const workOrderSlaTarget = z.object({
  secondType: z.string().trim().min(1).max(64),
  urgencyLevel: workOrderUrgencySchema,
  firstResponseHours: hours.nullable().default(null),
  resolutionHours: hours.nullable().default(null),
});
export type WorkOrderSlaTarget = z.output<typeof workOrderSlaTarget>;
export const workOrderSlaTargetsPayload = z.object({ targets: z.array(workOrderSlaTarget).max(500) });
export const workOrderSlaTargetsAnswer = z.object({
  /** The defaults per urgency ('0' normal, '1' urgent, '2' very urgent). */
  defaults: z.record(z.string(), z.object({ firstResponseHours: z.number(), resolutionHours: z.number() })),
  targets: z.array(workOrderSlaTarget),
});

export const workOrderHolidaysPayload = z.object({
  holidays: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'workOrderSlaHolidayInvalid' }),
    )
    .max(400),
});
export const workOrderHolidaysAnswer = z.object({ holidays: z.array(z.string()) });

const base = '/platform/workOrder/sla';
export const WORK_ORDER_SLA_API = {
  targets: defineEndpoint({
    method: 'GET',
    url: `${base}/targets`,
    output: workOrderSlaTargetsAnswer,
    summary: 'SLA targets: the defaults per urgency and the overrides per second type',
  }),
  saveTargets: defineEndpoint({
    method: 'POST',
    url: `${base}/targets/save`,
    input: workOrderSlaTargetsPayload,
    output: workOrderSlaTargetsAnswer,
    summary: 'Replaces the SLA overrides per second type and urgency',
  }),
  holidays: defineEndpoint({
    method: 'GET',
    url: `${base}/holidays`,
    output: workOrderHolidaysAnswer,
    summary: 'The holidays of the working calendar (local dates)',
  }),
  saveHolidays: defineEndpoint({
    method: 'POST',
    url: `${base}/holidays/save`,
    input: workOrderHolidaysPayload,
    output: workOrderHolidaysAnswer,
    summary: 'Replaces the holidays of the working calendar',
  }),
} as const;
