import { MESSAGES } from './messages.ts';
import type { Message } from './platform/messages/catalogue.ts';
import { registerMessageCatalogue } from './platform/messages/format.ts';
import { CHANNEL_ROUTE_MESSAGES } from './settings/channel-route/channel-route.messages.ts';
import { INTERCEPTOR_MESSAGES } from './settings/interceptor/interceptor.messages.ts';
import { LIMIT_MESSAGES } from './settings/limit/limit.messages.ts';
import { NO_DEAL_RULE_MESSAGES } from './settings/no-deal-rule/no-deal-rule.messages.ts';
import { SORTING_RULE_MESSAGES } from './settings/sorting-rule/sorting-rule.messages.ts';
import { WEBHOOK_MESSAGES } from './settings/webhook/webhook.messages.ts';

/**
 * Messages only the server says — the refusals and notices of the settings centre's rules, limits,
 * routes and webhooks. The web shows them as the server sends them (already in the user's
 * language), so they stay out of the web's first screen, which carries `MESSAGES`. The server loads
 * this file at start (`@freightdesk/domain/server-messages`); it adds them to the catalogue.
 */
export const SERVER_MESSAGES = {
  ...LIMIT_MESSAGES,
  ...CHANNEL_ROUTE_MESSAGES,
  ...NO_DEAL_RULE_MESSAGES,
  ...SORTING_RULE_MESSAGES,
  ...INTERCEPTOR_MESSAGES,
  ...WEBHOOK_MESSAGES,
} as const satisfies Record<string, Message>;

registerMessageCatalogue({ ...MESSAGES, ...SERVER_MESSAGES });
