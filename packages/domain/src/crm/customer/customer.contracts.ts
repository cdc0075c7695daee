import { z } from 'zod';
import { nullAnswer, timestampAnswer } from '../../platform/answers.ts';
import { PASSWORD_MAX_LENGTH } from '../../platform/constants.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import { fieldSchema } from '../../platform/entity/schema.ts';
import { CUSTOMER_FEATURES, SYS_CODES } from '../../platform/enums.ts';
import { customer } from './customer.entity.ts';

const MAX_COPIES = 100;
const staffUserId = z.uuid().nullable().optional();
/** A password as payloads carry it (the strength rule is checked with its own message). */
const password = z.string().min(1).max(PASSWORD_MAX_LENGTH);
const codeSchema = fieldSchema(customer.fields.code) as z.ZodType<string>;

export const customerKeyPayload = z.object({ id: z.uuid() });
/** The fields `batchUpdate` may set on many customers at once (follow users, level, settlement, flags). */
export const customerBatchUpdatePayload = z.object({
  ids: z.array(z.uuid()).min(1).max(500),
  values: z
    .object({
      salesUserId: staffUserId,
      service1UserId: staffUserId,
      service2UserId: staffUserId,
      receivableFinanceUserId: staffUserId,
      salesAssistantUserId: staffUserId,
      level: z.enum(['A', 'B', 'C', 'D']).nullable().optional(),
      settlementMode: z.enum(['cash', 'weekly', 'halfMonthly', 'monthly', 'prepaid']).nullable().optional(),
      detainStatus: z.boolean().optional(),
      autoArrearsDetain: z.boolean().optional(),
      chargeBillAutoConfirm: z.boolean().optional(),
      enableSysCodes: z.array(z.enum(SYS_CODES)).optional(),
      features: z.array(z.enum(CUSTOMER_FEATURES)).optional(),
    })
    .strict(),
});
export const setSalesAssistantsPayload = z.object({
  ids: z.array(z.uuid()).min(1).max(500),
  /** The staff user who becomes the sales assistant; null clears it. */
  userId: z.uuid().nullable(),
});
export const customerBatchCopyPayload = z
  .object({
    ids: z.array(z.uuid()).min(1).max(MAX_COPIES),
    codes: z.array(codeSchema).min(1).max(MAX_COPIES),
  })
  .refine((v) => v.ids.length === v.codes.length, { path: ['codes'], message: 'invalidFormat' });
export const customerIdPayload = z.object({ customerId: z.uuid() });
export const customerAddUserPayload = z.object({
  customerId: z.uuid(),
  username: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z0-9_.@-]+$/, 'invalidFormat'),
  name: z.string().trim().min(1).max(50),
  password,
  email: z.string().trim().max(100).email('invalidFormat').nullish(),
  mobile: z.string().trim().max(30).nullish(),
});
export const customerUserPasswordPayload = z.object({ userId: z.uuid(), password });
export const customerUserIdsPayload = z.object({ ids: z.array(z.uuid()).min(1).max(500) });

const updated = z.object({ updated: z.number().int() });

/** A user of a customer (the Users dialog). */
export const customerUserAnswer = z.object({
  id: z.uuid(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: timestampAnswer,
});

/** Staff name the customer; a customer user's own customer is used whatever it sends. */
export const orderNoticeQuery = z.object({ customerId: z.uuid().optional() });
/** What the order screens show of a customer's order flags right now. */
export const orderNoticeAnswer = z.object({
  isOnlyMakeDocument: z.boolean(),
  shippingCutOffTime: z.string().nullable(),
  /** Ordered now, the waybill ships on this day (YYYY-MM-DD); afterCutOff: the next day. */
  shipDate: z.string(),
  afterCutOff: z.boolean(),
  makeDocumentLimit: z.number().int().nullable(),
  orderedToday: z.number().int(),
  /** Waybills the customer may still order today (null: no limit). */
  remaining: z.number().int().nullable(),
});

const api = `/${customer.api}` as const;

/** Customer actions beyond the generic ones; every one but `orderNotice` is staff-only. */
export const CUSTOMER_API = {
  generateApiKey: defineEndpoint({
    method: 'POST',
    url: `${api}/generateApiKey`,
    input: customerKeyPayload,
    output: z.object({ customerKey: z.string(), hint: z.string() }),
    summary: 'Customer: make a new API key (answered once, stored hashed)',
  }),
  batchUpdate: defineEndpoint({
    method: 'POST',
    url: `${api}/batchUpdate`,
    input: customerBatchUpdatePayload,
    output: updated,
    summary: 'Customer: set follow users, level, settlement mode, flags, systems on many customers',
  }),
  setSalesAssistants: defineEndpoint({
    method: 'POST',
    url: `${api}/setSalesAssistants`,
    input: setSalesAssistantsPayload,
    output: updated,
    summary: 'Customer: set (or clear) the sales assistant of many customers',
  }),
  batchCopy: defineEndpoint({
    method: 'POST',
    url: `${api}/batchCopy`,
    input: customerBatchCopyPayload,
    output: z.array(z.object({ id: z.uuid(), code: z.string() })),
    summary: 'Customer: copy customers under new codes (codes[i] for ids[i])',
  }),
  users: defineEndpoint({
    method: 'POST',
    url: `${api}/users`,
    input: customerIdPayload,
    output: z.array(customerUserAnswer),
    summary: 'Customer: the users of one customer',
  }),
  addUser: defineEndpoint({
    method: 'POST',
    url: `${api}/addUser`,
    input: customerAddUserPayload,
    output: customerUserAnswer.pick({ id: true, username: true, name: true, enabled: true }),
    summary: 'Customer: add a customer user (customer default role)',
  }),
  resetUserPassword: defineEndpoint({
    method: 'POST',
    url: `${api}/resetUserPassword`,
    input: customerUserPasswordPayload,
    output: nullAnswer,
    summary: "Customer: set a customer user's password (ends its sessions)",
  }),
  enableUser: defineEndpoint({
    method: 'POST',
    url: `${api}/enableUser`,
    input: customerUserIdsPayload,
    output: nullAnswer,
    summary: 'Customer: enable customer users',
  }),
  orderNotice: defineEndpoint({
    method: 'GET',
    url: `${api}/orderNotice`,
    input: orderNoticeQuery,
    output: orderNoticeAnswer,
    summary: "Order screens: the customer's cut-off, today's ship date and remaining make-document allowance",
  }),
  disableUser: defineEndpoint({
    method: 'POST',
    url: `${api}/disableUser`,
    input: customerUserIdsPayload,
    output: nullAnswer,
    summary: 'Customer: disable customer users (ends their sessions)',
  }),
};
