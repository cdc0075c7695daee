import { BILL_API, Permission } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { billPdf, exportBill } from './bill-export.service.ts';
import { cancelBill, makeBill, previewBill, remarkBill } from './bill-make.service.ts';
import { billDetail, billList, searchBills } from './bill-read.service.ts';

const READ = [Permission.statementBill, Permission.customerBill];

/** Statement bills: `BILL_API` (DESIGN §4 "Finance, receivables"). */
export const billRoutes = [
  route({ contract: BILL_API.preview, permission: Permission.statementBillMake, handler: previewBill }),
  route({ contract: BILL_API.make, permission: Permission.statementBillMake, handler: makeBill }),
  route({ contract: BILL_API.cancel, permission: Permission.statementBillCancel, handler: cancelBill }),
  route({ contract: BILL_API.remark, permission: Permission.statementBillRemark, handler: remarkBill }),
  scopedRoute(billList, { contract: BILL_API.search, permission: READ, handler: searchBills }),
  scopedRoute(billList, { contract: BILL_API.detail, permission: READ, handler: billDetail }),
  scopedRoute(billList, {
    contract: BILL_API.export,
    permission: [Permission.statementBillExport, Permission.customerBill],
    handler: exportBill,
  }),
  scopedRoute(billList, { contract: BILL_API.pdf, permission: READ, handler: billPdf }),
];
