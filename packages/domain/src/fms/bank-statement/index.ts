export * from './bank-statement.contracts.ts';
export * from './bank-statement.messages.ts';
export * from './bank-statement.ts';
export * from './index.light.ts';
export * from './match-rules.ts';
export * from './statement-lines.ts';
