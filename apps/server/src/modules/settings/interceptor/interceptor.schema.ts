import { interceptor } from '@freightdesk/domain';
import { entityTable } from '#platform/entity/entity-table.ts';

/** Interceptors, built from their entity description. */
export const interceptorTable = entityTable(interceptor);
