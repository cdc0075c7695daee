import type { EntityRules } from '#platform/entity/entity-runtime.ts';

/** The sealed secrets of an API configuration are never answered, exported nor logged. */
export const apiConfigRules: EntityRules = { secretColumns: ['credentialsSecret'] };
