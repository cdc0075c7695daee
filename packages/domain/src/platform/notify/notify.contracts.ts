import { z } from 'zod';
import { nullAnswer, searchResultOf } from '../answers.ts';
import { defineEndpoint } from '../contract.ts';
import {
  messageAnswer,
  messageReadAnswer,
  messageReadPayload,
  messageSearchPayload,
  subscriptionAnswer,
  subscriptionPayload,
  todoAnswer,
  todoCompletePayload,
  todoRemindPayload,
  todoSearchPayload,
} from './notify.ts';

/** The notification centre: the caller's own site messages (DESIGN §4). */
export const NOTIFICATION_API = {
  search: defineEndpoint({
    method: 'POST',
    url: '/platform/message/search',
    input: messageSearchPayload,
    output: searchResultOf(messageAnswer),
    summary: 'The caller’s messages in their language, newest first',
  }),
  read: defineEndpoint({
    method: 'POST',
    url: '/platform/message/read',
    input: messageReadPayload,
    output: messageReadAnswer,
    summary: 'Marks the caller’s messages read',
  }),
  readAll: defineEndpoint({
    method: 'POST',
    url: '/platform/message/readAll',
    input: z.object({}).optional(),
    output: messageReadAnswer,
    summary: 'Marks all the caller’s messages read',
  }),
};

/** The message subscription of the personal centre. */
export const SUBSCRIPTION_API = {
  fetch: defineEndpoint({
    method: 'POST',
    url: '/platform/messageSubscription/fetch',
    input: z.object({}).optional(),
    output: subscriptionAnswer,
    summary: 'The caller’s channels per notification kind and their addresses',
  }),
  save: defineEndpoint({
    method: 'POST',
    url: '/platform/messageSubscription/save',
    input: subscriptionPayload,
    output: nullAnswer,
    summary: 'Saves the caller’s message subscription',
  }),
};

/** The caller's to-do items. */
export const TO_DO_API = {
  search: defineEndpoint({
    method: 'POST',
    url: '/platform/todo/search',
    input: todoSearchPayload,
    output: searchResultOf(todoAnswer),
    summary: 'The caller’s open to-do items, not put off, due first',
  }),
  complete: defineEndpoint({
    method: 'POST',
    url: '/platform/todo/complete',
    input: todoCompletePayload,
    output: nullAnswer,
    summary: 'Completes one of the caller’s to-do items',
  }),
  remind: defineEndpoint({
    method: 'POST',
    url: '/platform/todo/remind',
    input: todoRemindPayload,
    output: nullAnswer,
    summary: 'Puts a to-do item off for 1 or 2 hours and reminds the caller then',
  }),
};
