import { customerModule } from '#web/modules/crm/customer/customer.module.ts';
import { accountFlowModule } from '#web/modules/fms/account-flow/account-flow.module.ts';
import { agentBillModule } from '#web/modules/fms/agent-bill/agent-bill.module.ts';
import { agentReconcileModule } from '#web/modules/fms/agent-reconcile/agent-reconcile.module.ts';
import { balanceModule } from '#web/modules/fms/balance/balance.module.ts';
import { bankStatementModule } from '#web/modules/fms/bank-statement/bank-statement.module.ts';
import { bankTransferModule } from '#web/modules/fms/bank-transfer/bank-transfer.module.ts';
import { billModule } from '#web/modules/fms/bill/bill.module.ts';
import { billAgeModule } from '#web/modules/fms/bill-age/bill-age.module.ts';
import { chargeBillModule } from '#web/modules/fms/charge-bill/charge-bill.module.ts';
import { creditModule } from '#web/modules/fms/credit/credit.module.ts';
import { feeModule } from '#web/modules/fms/fee/fee.module.ts';
import { incomeExpenseModule } from '#web/modules/fms/income-expense/income-expense.module.ts';
import { invoiceModule } from '#web/modules/fms/invoice/invoice.module.ts';
import { lockRecordModule } from '#web/modules/fms/lock-record/lock-record.module.ts';
import { paymentBillModule } from '#web/modules/fms/payment-bill/payment-bill.module.ts';
import { pdsFeeModule } from '#web/modules/fms/pds-fee/pds-fee.module.ts';
import { pointModule } from '#web/modules/fms/point/point.module.ts';
import { priceModule } from '#web/modules/fms/price/price.module.ts';
import { priceQuoteModule } from '#web/modules/fms/price-quote/price-quote.module.ts';
import { statisticsModule } from '#web/modules/fms/statistics/statistics.module.ts';
import { urgeModule } from '#web/modules/fms/urge/urge.module.ts';
import { writeOffModule } from '#web/modules/fms/write-off/write-off.module.ts';
import { delayModule } from '#web/modules/lms/delay/delay.module.ts';
import { detainModule } from '#web/modules/lms/detain/detain.module.ts';
import { documentModule } from '#web/modules/lms/document/document.module.ts';
import { waybillImportModule } from '#web/modules/lms/import/import.module.ts';
import { issueModule } from '#web/modules/lms/issue/issue.module.ts';
import { orderModule } from '#web/modules/lms/order/order.module.ts';
import { packageModule } from '#web/modules/lms/package/package.module.ts';
import { pickUpTaskModule } from '#web/modules/lms/pick-up-task/pick-up-task.module.ts';
import { returnModule } from '#web/modules/lms/return/return.module.ts';
import { scanModule } from '#web/modules/lms/scan/scan.module.ts';
import { trackMaintenanceModule } from '#web/modules/lms/track/track.module.ts';
import { waybillModule } from '#web/modules/lms/waybill/waybill.module.ts';
import { weightConfirmModule } from '#web/modules/lms/weight-confirm/weight-confirm.module.ts';
import { announcementModule } from '#web/modules/oa/announcement/announcement.module.ts';
import { employeeModule } from '#web/modules/oa/employee/employee.module.ts';
import { organizationModule } from '#web/modules/oa/organization/organization.module.ts';
import { roleModule } from '#web/modules/oa/role/role.module.ts';
import { endShipManifestModule } from '#web/modules/pds/end-ship-manifest/end-ship-manifest.module.ts';
import { importWaybillModule } from '#web/modules/pds/import-waybill/import-waybill.module.ts';
import { parcelModule } from '#web/modules/pds/parcel/parcel.module.ts';
import { homeModule } from '#web/modules/platform/home/home.module.ts';
import { notifyModule } from '#web/modules/platform/notify/notify.module.ts';
import { openApiModule } from '#web/modules/platform/open-api/open-api.module.ts';
import { personalModule } from '#web/modules/platform/personal/personal.module.ts';
import { workOrderModule } from '#web/modules/platform/work-order/work-order.module.ts';
import { businessLogModule } from '#web/modules/settings/business-log/business-log.module.ts';
import { carrierApiModule } from '#web/modules/settings/carrier-api/carrier-api.module.ts';
import { channelRouteModule } from '#web/modules/settings/channel-route/channel-route.module.ts';
import { dictionaryModule } from '#web/modules/settings/dictionary/dictionary.module.ts';
import { executorModule } from '#web/modules/settings/executor/executor.module.ts';
import { geographyModule } from '#web/modules/settings/geography/geography.module.ts';
import { interceptorModule } from '#web/modules/settings/interceptor/interceptor.module.ts';
import { limitModule } from '#web/modules/settings/limit/limit.module.ts';
import { noDealRuleModule } from '#web/modules/settings/no-deal-rule/no-deal-rule.module.ts';
import { numberingModule } from '#web/modules/settings/numbering/numbering.module.ts';
import { requestLogModule } from '#web/modules/settings/request-log/request-log.module.ts';
import { sortingRuleModule } from '#web/modules/settings/sorting-rule/sorting-rule.module.ts';
import { webhookModule } from '#web/modules/settings/webhook/webhook.module.ts';
import { printCenterModule } from '#web/modules/tools/print-center/print-center.module.ts';
import { trackQueryModule } from '#web/modules/tools/track/track.module.ts';
import type { WebModule } from '#web/shell/module-manifest.ts';
import { shellModule } from '#web/shell/shell.module.ts';

/**
 * Every web module, one line each. The order is the order of the screens in the route table, so of
 * the menu items inside a group and of the home page's quick links; the generated entity list
 * screens come in where the first module with entity screens stands (route-table.ts).
 */
export const MODULES: readonly WebModule[] = [
  homeModule,
  roleModule,
  organizationModule,
  employeeModule,
  announcementModule,
  workOrderModule,
  customerModule,
  geographyModule,
  numberingModule,
  interceptorModule,
  executorModule,
  dictionaryModule,
  businessLogModule,
  carrierApiModule,
  webhookModule,
  requestLogModule,
  limitModule,
  printCenterModule,
  documentModule,
  waybillImportModule,
  pickUpTaskModule,
  trackMaintenanceModule,
  trackQueryModule,
  waybillModule,
  scanModule,
  sortingRuleModule,
  noDealRuleModule,
  weightConfirmModule,
  detainModule,
  channelRouteModule,
  delayModule,
  issueModule,
  returnModule,
  packageModule,
  orderModule,
  parcelModule,
  importWaybillModule,
  endShipManifestModule,
  priceModule,
  feeModule,
  pdsFeeModule,
  billModule,
  writeOffModule,
  chargeBillModule,
  balanceModule,
  accountFlowModule,
  bankTransferModule,
  bankStatementModule,
  incomeExpenseModule,
  agentBillModule,
  paymentBillModule,
  invoiceModule,
  statisticsModule,
  agentReconcileModule,
  lockRecordModule,
  pointModule,
  priceQuoteModule,
  creditModule,
  billAgeModule,
  urgeModule,
  personalModule,
  notifyModule,
  openApiModule,
  shellModule,
];
