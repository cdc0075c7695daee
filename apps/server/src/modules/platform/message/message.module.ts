import type { ModuleManifest } from '#platform/module.ts';
import { seedCompanyMessages } from './message.company.ts';
import { messageRoutes } from './message.routes.ts';
import { userMessage } from './message.schema.ts';

/** Users' messages. */
export const messageModule: ModuleManifest = {
  name: 'platform/message',
  tables: { userMessage },
  routes: messageRoutes,
  seeds: { company: { links: seedCompanyMessages } },
};
