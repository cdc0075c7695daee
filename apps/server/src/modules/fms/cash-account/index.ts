import { sql } from 'drizzle-orm';
import { fmsCashAccountTable as acc } from './cash-account.schema.ts';

/** The public face of this module: what other modules use of it. */
export { fmsCashAccountTable } from './cash-account.schema.ts';

/** The account's columns as typed SQL (the entity-built table types its columns loosely). */
export const cashAccountColumns = {
  id: sql<string>`${acc.id}`,
  name: sql<string>`${acc.name}`,
  currency: sql<string>`${acc.currency}`,
  enabled: sql<boolean | null>`${acc.enabled}`,
  openingBalance: sql<string | null>`${acc.openingBalance}`,
};
export { demoReceivingAccount, demoUsdAccount } from './cash-account.demo.ts';
