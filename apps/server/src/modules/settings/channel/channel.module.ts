import type { ModuleManifest } from '#platform/module.ts';
import { channelTable } from '../basic.schema.ts';
import { DEMO_CHANNELS } from './channel.demo.ts';

/** Channels: served by the entity machinery. */
export const channelModule: ModuleManifest = {
  name: 'settings/channel',
  tables: { channelTable },
  entities: { channel: { table: channelTable, demoRows: DEMO_CHANNELS } },
};
