import { AGENT_BILL_API, Permission } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { agentBillAgeBills, agentLedger, searchAgentBillAge } from './agent-bill-age.service.ts';
import {
  cancelAgentBill,
  makeAgentBill,
  previewAgentBill,
  remarkAgentBill,
} from './agent-bill-make.service.ts';
import {
  agentBillDetail,
  agentBillList,
  agentBillPdf,
  exportAgentBill,
  searchAgentBills,
} from './agent-bill-read.service.ts';

const API = AGENT_BILL_API;
const P = Permission;

/** Agent bills, ageing and ledger: `AGENT_BILL_API` (staff only). */
export const agentBillRoutes = [
  route({ contract: API.preview, permission: P.agentBillMake, handler: previewAgentBill }),
  route({ contract: API.make, permission: P.agentBillMake, handler: makeAgentBill }),
  route({ contract: API.cancel, permission: P.agentBillCancel, handler: cancelAgentBill }),
  route({ contract: API.remark, permission: P.agentBillRemark, handler: remarkAgentBill }),
  scopedRoute(agentBillList, { contract: API.search, permission: P.agentBill, handler: searchAgentBills }),
  scopedRoute(agentBillList, {
    contract: API.detail,
    permission: P.agentBill,
    handler: (c, i) => agentBillDetail(c, i),
  }),
  scopedRoute(agentBillList, {
    contract: API.export,
    permission: P.agentBillExport,
    handler: exportAgentBill,
  }),
  scopedRoute(agentBillList, { contract: API.pdf, permission: P.agentBill, handler: agentBillPdf }),
  scopedRoute(agentBillList, { contract: API.age, permission: P.agentBillAge, handler: searchAgentBillAge }),
  scopedRoute(agentBillList, {
    contract: API.ageBills,
    permission: P.agentBillAge,
    handler: agentBillAgeBills,
  }),
  route({ contract: API.ledger, permission: P.agentLedger, handler: agentLedger }),
];
