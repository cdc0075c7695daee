import { Permission, WRITE_OFF_API } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { cancelWriteOff } from './write-off-cancel.service.ts';
import { makeWriteOff } from './write-off-make.service.ts';
import { searchWriteOffs, writeOffList } from './write-off-read.service.ts';

const P = Permission.writeOff;

/** Write-off: `WRITE_OFF_API`. */
export const writeOffRoutes = [
  route({ contract: WRITE_OFF_API.make, permission: `${P}:make`, handler: makeWriteOff }),
  route({ contract: WRITE_OFF_API.cancel, permission: `${P}:cancel`, handler: cancelWriteOff }),
  scopedRoute(writeOffList, {
    contract: WRITE_OFF_API.search,
    permission: [P, Permission.chargeBill, Permission.statementBill],
    handler: searchWriteOffs,
  }),
];
