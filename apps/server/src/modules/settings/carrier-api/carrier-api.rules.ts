import { inArray } from 'drizzle-orm';
import type { EntityRules } from '#platform/entity/entity-runtime.ts';
import { carrierApiSecret } from './carrier-api.schema.ts';

/** A deleted API configuration takes its sealed secrets with it (same transaction). */
export const apiConfigRules: EntityRules = {
  beforeDelete: async (rows, { tx }) => {
    await tx.delete(carrierApiSecret).where(
      inArray(
        carrierApiSecret.apiId,
        rows.map((r) => String(r.id)),
      ),
    );
  },
};
