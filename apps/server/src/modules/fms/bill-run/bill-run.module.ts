import type { ModuleManifest } from '#platform/module.ts';
import {
  BILL_RUN_CUSTOMER_TASK,
  BILL_RUN_EVERY_S,
  BILL_RUN_TASK,
  runBills,
  runCustomerBill,
} from './bill-run.tasks.ts';

/** Scheduled bill runs (docs/finance.md "Bill runs"): daily, each period customer's last closed period. */
export const billRunModule: ModuleManifest = {
  name: 'fms/bill-run',
  tasks: { [BILL_RUN_TASK]: runBills, [BILL_RUN_CUSTOMER_TASK]: runCustomerBill },
  schedules: [{ name: BILL_RUN_TASK, every: BILL_RUN_EVERY_S, task: BILL_RUN_TASK }],
};
