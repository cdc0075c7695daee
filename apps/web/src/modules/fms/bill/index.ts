/** The public face of this module: what other modules use of it (agent bills share the bill screens' parts). */
export { BillRemarkDialog } from './BillRemarkDialog.tsx';
export { BillStatusTag, BillTable } from './BillTable.tsx';
export { type BillRow, periodInput } from './bill-api.ts';
export { type BillParty, MakeBillDialog } from './MakeBillDialog.tsx';
