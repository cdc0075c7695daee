import type { ModuleManifest } from '#platform/module.ts';
import { zoneTable } from '../basic.schema.ts';
import { DEMO_ZONES } from './zone.demo.ts';
import { zoneRules } from './zone.rules.ts';

/** Zones: served by the entity machinery. */
export const zoneModule: ModuleManifest = {
  name: 'settings/zone',
  tables: { zoneTable },
  entities: { zone: { table: zoneTable, rules: zoneRules, demoRows: DEMO_ZONES } },
};
