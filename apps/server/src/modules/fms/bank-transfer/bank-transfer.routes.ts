import { BANK_TRANSFER_API, Permission } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { cancelTransfer, makeTransfer } from './bank-transfer.service.ts';
import { searchTransfers } from './bank-transfer-read.service.ts';

const API = BANK_TRANSFER_API;
const P = Permission.bankTransfer;

/** Bank transfers between own cash accounts: `BANK_TRANSFER_API` (staff only). */
export const bankTransferRoutes = [
  route({ contract: API.make, permission: `${P}:make`, handler: makeTransfer }),
  route({ contract: API.cancel, permission: `${P}:cancel`, handler: cancelTransfer }),
  route({ contract: API.search, permission: P, handler: searchTransfers }),
];
