import type { ModuleManifest } from '#platform/module.ts';
import { numberingRoutes } from './numbering.routes.ts';
import { numberSegmentRules } from './numbering.rules.ts';
import { numberRuleTable, numberSegmentTable } from './numbering.schema.ts';
import { DEMO_NUMBER_SEGMENTS, seedNumberRules } from './numbering.seed.ts';

/** Number rules and segments (entity machinery) and the numbering actions. */
export const numberingModule: ModuleManifest = {
  name: 'settings/numbering',
  tables: { numberRuleTable, numberSegmentTable },
  entities: {
    numberRule: { table: numberRuleTable },
    numberSegment: { table: numberSegmentTable, rules: numberSegmentRules, demoRows: DEMO_NUMBER_SEGMENTS },
  },
  routes: numberingRoutes,
  seeds: { base: seedNumberRules },
};
