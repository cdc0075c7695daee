import { CHARGE_BILL_API, Permission } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import {
  cancelConfirmCharge,
  claimCharge,
  closeCharge,
  confirmCharge,
  registerCharge,
} from './charge-bill.service.ts';
import { chargeList, searchCharges } from './charge-bill-read.service.ts';
import { cancelRefund, refundCharge } from './charge-refund.service.ts';

const API = CHARGE_BILL_API;
const P = Permission.chargeBill;

/** Receipts (charge bills) and charge claim: `CHARGE_BILL_API`. */
export const chargeBillRoutes = [
  route({
    contract: API.register,
    permission: [`${P}:register`, Permission.payRecord],
    handler: registerCharge,
  }),
  route({ contract: API.confirm, permission: `${P}:confirm`, handler: confirmCharge }),
  route({ contract: API.reject, permission: `${P}:reject`, handler: (c, b) => closeCharge(c, b, true) }),
  route({ contract: API.cancel, permission: `${P}:cancel`, handler: (c, b) => closeCharge(c, b, false) }),
  route({ contract: API.cancelConfirm, permission: `${P}:cancelConfirm`, handler: cancelConfirmCharge }),
  route({ contract: API.refund, permission: `${P}:refund`, handler: refundCharge }),
  route({ contract: API.cancelRefund, permission: `${P}:cancelRefund`, handler: cancelRefund }),
  route({ contract: API.claim, permission: `${Permission.chargeClaim}:claim`, handler: claimCharge }),
  scopedRoute(chargeList, {
    contract: API.search,
    permission: [P, Permission.chargeClaim, Permission.payRecord],
    handler: searchCharges,
  }),
];
