/** The public face of this module: what other modules use of it. */
export { fmsStatementLine } from './bank-statement.schema.ts';
