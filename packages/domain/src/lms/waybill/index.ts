/** The freight waybill domain (issue 4): enums, payloads, status machine, weights and rules. */

export * from './action-labels.ts';
export * from './commodity-rules.ts';
export * from './fee-status.ts';
export * from './file-rules.ts';
export * from './index.light.ts';
export * from './order-rules.ts';
export * from './remote-level.ts';
export * from './rule-result.ts';
export * from './status-groups.ts';
export * from './status-machine.ts';
export * from './waybill.contracts.ts';
export * from './waybill-answers.ts';
export * from './waybill-fields.ts';
export * from './waybill-flags.ts';
export * from './waybill-labels.ts';
export * from './waybill-list.ts';
export * from './waybill-search.ts';
export * from './waybill-time-cost.ts';
export * from './waybill-tools.ts';
export * from './waybill-types.ts';
export * from './waybill-update.ts';
export * from './weight-stages.ts';
export * from './weights.ts';
