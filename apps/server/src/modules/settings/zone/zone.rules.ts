import type { EntityRules } from '#platform/entity/entity-runtime.ts';

/**
 * Zone scheme: `zoneCount` is the number of rows (the `zones` rows themselves are checked as their
 * field description says: defaults filled in, no row all empty or nameless).
 */
export const zoneRules: EntityRules = {
  normalize: (values) => {
    if ('zones' in values)
      return { ...values, zoneCount: Array.isArray(values.zones) ? values.zones.length : 0 };
    return values;
  },
};
