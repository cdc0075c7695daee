import { surchargeTemplate } from '@freightdesk/domain';
import { entityTable } from '#platform/entity/entity-table.ts';

/** Surcharge templates (pricing), built from their entity description. */
export const surchargeTemplateTable = entityTable(surchargeTemplate);
