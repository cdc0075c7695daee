import type { ModuleManifest } from '#platform/module.ts';
import { agentTable, notifierTable, recipientTable, senderTable } from '../basic.schema.ts';
import { DEMO_AGENTS, DEMO_NOTIFIERS, DEMO_RECIPIENTS, DEMO_SENDERS } from './parties.demo.ts';

/** Agents, recipients, senders and notifiers: served by the entity machinery. */
export const partiesModule: ModuleManifest = {
  name: 'settings/parties',
  tables: { agentTable, recipientTable, senderTable, notifierTable },
  entities: {
    agent: { table: agentTable, demoRows: DEMO_AGENTS },
    recipient: { table: recipientTable, demoRows: DEMO_RECIPIENTS },
    sender: { table: senderTable, demoRows: DEMO_SENDERS },
    notifier: { table: notifierTable, demoRows: DEMO_NOTIFIERS },
  },
};
