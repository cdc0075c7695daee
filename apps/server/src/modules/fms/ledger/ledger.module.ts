import type { ModuleManifest } from '#platform/module.ts';
import { fmsBalanceFlow, fmsCustomerBalance } from './ledger.schema.ts';

/** The receivable ledger: customer balances and their immutable flows (DESIGN §9). */
export const ledgerModule: ModuleManifest = {
  name: 'fms/ledger',
  tables: { fmsCustomerBalance, fmsBalanceFlow },
};
