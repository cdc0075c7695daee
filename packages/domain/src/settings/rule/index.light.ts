/** The rule kinds' entity helpers without zod (entity descriptions load on the first screen). */
export * from './rule-entity.ts';
