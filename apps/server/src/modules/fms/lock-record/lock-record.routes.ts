import { LOCK_RECORD_API, Permission } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { runCarryOver } from './carry-over.service.ts';
import { lockedMonths, lockMonth, searchLockRecords, unlockMonth } from './lock-record.service.ts';

const P = Permission.lockRecord;

/** Who may read the locked months: any finance screen's user (staff or customer portal), for its date pickers. */
const FINANCE_READERS = [
  P,
  Permission.statementBill,
  Permission.chargeBill,
  Permission.chargeClaim,
  Permission.writeOff,
  Permission.balance,
  Permission.balanceFlow,
  Permission.customerLedger,
  Permission.customerBill,
  Permission.payRecord,
  Permission.point,
  Permission.customerFeeList,
];

/** Month lock and carry-over: `LOCK_RECORD_API`. */
export const lockRecordRoutes = [
  route({ contract: LOCK_RECORD_API.lock, permission: `${P}:lock`, handler: lockMonth }),
  route({ contract: LOCK_RECORD_API.unlock, permission: `${P}:unlock`, handler: unlockMonth }),
  route({ contract: LOCK_RECORD_API.search, permission: P, handler: searchLockRecords }),
  route({ contract: LOCK_RECORD_API.months, permission: FINANCE_READERS, handler: lockedMonths }),
  route({
    contract: LOCK_RECORD_API.carryOver,
    permission: `${Permission.carryOver}:run`,
    handler: runCarryOver,
  }),
];
