export * from './number-rule-parts.ts';
export * from './numbering.contracts.ts';
export * from './numbering.entity.ts';
