import { trackTemplate } from '@freightdesk/domain';
import { entityTable } from '#platform/entity/entity-table.ts';

/** Track templates (track maintenance), built from their entity description. */
export const trackTemplateTable = entityTable(trackTemplate);
