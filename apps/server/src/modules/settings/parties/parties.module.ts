import type { ModuleManifest } from '#platform/module.ts';
import { agentTable, notifierTable, recipientTable, senderTable } from '../basic.schema.ts';

/** Agents, recipients, senders and notifiers: served by the entity machinery. */
export const partiesModule: ModuleManifest = {
  name: 'settings/parties',
  tables: { agentTable, recipientTable, senderTable, notifierTable },
  entities: {
    agent: { table: agentTable },
    recipient: { table: recipientTable },
    sender: { table: senderTable },
    notifier: { table: notifierTable },
  },
};
