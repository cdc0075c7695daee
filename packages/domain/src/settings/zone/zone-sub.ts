import type { SubConfig } from '../../platform/entity/types.ts';
import { checkZoneRows, ZONE_ROW_LABELS } from './zone.entity.ts';
import { type ZoneRow, zoneRowsSchema } from './zone.schema.ts';

/** The `zones` rows of a zone scheme. */
export const zoneRowsSub: SubConfig = {
  kind: 'rows',
  schema: zoneRowsSchema,
  labels: ZONE_ROW_LABELS,
  check: (parsed) => {
    const issue = checkZoneRows(parsed as ZoneRow[]);
    return issue && { key: issue.key, params: [issue.sequence] };
  },
};
