import { eq } from 'drizzle-orm';
import type { EntityRules } from '#platform/entity/entity-runtime.ts';
import { BizError } from '#platform/http/errors.ts';
import { fmsSubjectTable as s } from './subject.schema.ts';
import { subjectColumns as sc, subjectLabel } from './subject-columns.ts';

/**
 * Subjects: system subjects (seeded) are neither changed nor deleted; only operating subjects may be
 * limited to agent types.
 */
export const subjectRules: EntityRules = {
  check: async (values, { tx, id }) => {
    if (id) {
      const [stored] = await tx
        .select({ code: sc.code, name: sc.name, isSystem: sc.isSystem })
        .from(s)
        .where(eq(s.id, id));
      if (stored?.isSystem) {
        const label = subjectLabel(stored.code, stored.name, true);
        return { fields: ['name'], error: new BizError('subjectSystem', [label]) };
      }
    }
    const types = values.limitedAgentTypes;
    if (values.kind !== 'operating' && Array.isArray(types) && types.length)
      return { fields: ['limitedAgentTypes'], error: new BizError('subjectAgentTypesOperating') };
    return undefined;
  },
  beforeDelete: (rows) => {
    const system = rows.find((r) => r.isSystem);
    if (system)
      throw new BizError('subjectSystem', [subjectLabel(String(system.code), String(system.name), true)]);
  },
};
