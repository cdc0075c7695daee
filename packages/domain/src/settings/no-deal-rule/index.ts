/** No-deal rules: customers without a shipment for N days (back-office §2 control). */
export * from './no-deal-rule.contracts.ts';
export * from './no-deal-rule.entity.ts';
export * from './no-deal-rule.messages.ts';
