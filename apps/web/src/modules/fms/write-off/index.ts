/** The public face of this module: what other modules use of it. */
export { type WriteOffBill, WriteOffDialog } from './WriteOffDialog.tsx';
export { type WriteOffRow, writeOffApi, writeOffKeys } from './write-off-api.ts';
