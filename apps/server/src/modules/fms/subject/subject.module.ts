import type { ModuleManifest } from '#platform/module.ts';
import { subjectRules } from './subject.rules.ts';
import { fmsSubjectTable } from './subject.schema.ts';
import { DEMO_SUBJECTS, seedSystemSubjects } from './subject.seed.ts';

/** Income and expense subjects: served by the entity machinery, with the system subjects seeded. */
export const subjectModule: ModuleManifest = {
  name: 'fms/subject',
  tables: { fmsSubjectTable },
  entities: { subject: { table: fmsSubjectTable, rules: subjectRules, demoRows: DEMO_SUBJECTS } },
  seeds: { base: seedSystemSubjects },
};
