/** Executors of the settings centre: events → actions on the waybill (docs/rules.md "Executors"). */
export * from './executor.entity.ts';
export * from './executor.messages.ts';
export * from './executor-actions.ts';
export * from './postcode-format.ts';
