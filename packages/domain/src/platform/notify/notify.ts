import { z } from 'zod';
import { timestampAnswer } from '../answers.ts';
import { searchPayload } from '../schemas.ts';
import { NOTIFY_CHANNELS, NOTIFY_KINDS, TO_DO_KINDS } from './notify-kinds.ts';

const isoTimestamp = z.iso.datetime({ offset: true });

/** The channels a subscription may choose beside the site message (always written). */
export const SUBSCRIBABLE_CHANNELS = NOTIFY_CHANNELS.filter((c) => c !== 'site');

/** `platform/message/search`: the caller's own messages, newest first. */
export const messageSearchPayload = searchPayload.extend({
  criteria: z
    .object({
      kind: z.enum(NOTIFY_KINDS).optional(),
      read: z.boolean().optional(),
      from: isoTimestamp.optional(),
      to: isoTimestamp.optional(),
    })
    .default({}),
});
export type MessageSearchPayload = z.output<typeof messageSearchPayload>;
export const messageAnswer = z.object({
  id: z.string(),
  kind: z.string().nullable(),
  title: z.string(),
  content: z.string().nullable(),
  link: z.string().nullable(),
  read: z.boolean(),
  readAt: timestampAnswer.nullable(),
  createdAt: timestampAnswer,
});
export type MessageRow = z.output<typeof messageAnswer>;
export const messageReadPayload = z.object({ ids: z.array(z.uuid()).min(1).max(500) });
export const messageReadAnswer = z.object({ read: z.number().int() });

const webhook = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/\S+$/);
/** The user's message subscription: per kind, the channels beside the site message, and the addresses. */
export const subscriptionPayload = z.object({
  kinds: z.partialRecord(z.enum(NOTIFY_KINDS), z.array(z.enum(SUBSCRIBABLE_CHANNELS)).max(5)),
  wecomUrl: webhook.nullish(),
  dingtalkUrl: webhook.nullish(),
  smsMobile: z.string().trim().max(30).nullish(),
  wechatId: z.string().trim().max(64).nullish(),
});
export type SubscriptionPayload = z.output<typeof subscriptionPayload>;
export const subscriptionAnswer = z.object({
  kinds: z.partialRecord(z.enum(NOTIFY_KINDS), z.array(z.enum(SUBSCRIBABLE_CHANNELS))),
  wecomUrl: z.string().nullable(),
  dingtalkUrl: z.string().nullable(),
  smsMobile: z.string().nullable(),
  wechatId: z.string().nullable(),
  email: z.string().nullable(),
});
export type SubscriptionAnswer = z.output<typeof subscriptionAnswer>;

/** `platform/todo/search`: the caller's open to-do items not put off, due first. */
export const todoSearchPayload = searchPayload.extend({
  criteria: z.object({ kind: z.enum(TO_DO_KINDS).optional() }).default({}),
});
export type TodoSearchPayload = z.output<typeof todoSearchPayload>;
export const todoAnswer = z.object({
  id: z.string(),
  kind: z.enum(TO_DO_KINDS),
  title: z.string(),
  link: z.string().nullable(),
  refType: z.string(),
  refId: z.string(),
  dueAt: timestampAnswer.nullable(),
  remindAt: timestampAnswer.nullable(),
  createdAt: timestampAnswer,
});
export type TodoRow = z.output<typeof todoAnswer>;
export const todoCompletePayload = z.object({ id: z.uuid() });
export const todoRemindPayload = z.object({ id: z.uuid(), hours: z.union([z.literal(1), z.literal(2)]) });
