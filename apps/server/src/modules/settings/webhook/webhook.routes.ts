import { WEBHOOK_API, webhook } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { CLIENT_CODE, revealSecret, rotateSecret, searchDeliveries, sendTest } from './webhook.service.ts';

const P = webhook.permission;

/** The webhooks' own actions (list, create, edit, enable and delete are the entity machinery's). */
export const webhookRoutes = [
  route({
    contract: WEBHOOK_API.secret,
    permission: [`${P}:secret`, CLIENT_CODE],
    handler: (c, b) => revealSecret(c, b.id),
  }),
  route({
    contract: WEBHOOK_API.rotateSecret,
    permission: [`${P}:secret`, CLIENT_CODE],
    handler: (c, b) => rotateSecret(c, b.id),
  }),
  route({
    contract: WEBHOOK_API.sendTest,
    permission: [`${P}:test`, CLIENT_CODE],
    handler: (c, b) => sendTest(c, b.id),
  }),
  route({
    contract: WEBHOOK_API.deliveries,
    permission: [P, CLIENT_CODE],
    handler: (c, b) => searchDeliveries(c, b),
  }),
  // the executors' delivery log (DESIGN §4): the same log
  route({
    contract: WEBHOOK_API.executorDeliveries,
    permission: [P, CLIENT_CODE],
    handler: (c, b) => searchDeliveries(c, b),
  }),
];
