/** What entity descriptions of rule kinds need (no zod, no decimal.js: the entity list loads on the first screen). */
export * from './rule-entity.ts';
export * from './rule-events.ts';
