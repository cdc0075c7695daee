import { customerModule } from '#modules/crm/customer/customer.module.ts';
import { visitRecordModule } from '#modules/crm/visit-record/visit-record.module.ts';
import { accountFlowModule } from '#modules/fms/account-flow/account-flow.module.ts';
import { agentBillModule } from '#modules/fms/agent-bill/agent-bill.module.ts';
import { agentReconcileModule } from '#modules/fms/agent-reconcile/agent-reconcile.module.ts';
import { balanceModule } from '#modules/fms/balance/balance.module.ts';
import { bankStatementModule } from '#modules/fms/bank-statement/bank-statement.module.ts';
import { bankTransferModule } from '#modules/fms/bank-transfer/bank-transfer.module.ts';
import { billModule } from '#modules/fms/bill/bill.module.ts';
import { billAgeModule } from '#modules/fms/bill-age/bill-age.module.ts';
import { billRunModule } from '#modules/fms/bill-run/bill-run.module.ts';
import { cashAccountModule } from '#modules/fms/cash-account/cash-account.module.ts';
import { chargeBillModule } from '#modules/fms/charge-bill/charge-bill.module.ts';
import { creditModule } from '#modules/fms/credit/credit.module.ts';
import { discountModule } from '#modules/fms/discount/discount.module.ts';
import { exchangeRateModule } from '#modules/fms/exchange-rate/exchange-rate.module.ts';
import { feeModule } from '#modules/fms/fee/fee.module.ts';
import { incomeExpenseModule } from '#modules/fms/income-expense/income-expense.module.ts';
import { invoiceModule } from '#modules/fms/invoice/invoice.module.ts';
import { ledgerModule } from '#modules/fms/ledger/ledger.module.ts';
import { lockRecordModule } from '#modules/fms/lock-record/lock-record.module.ts';
import { paymentBillModule } from '#modules/fms/payment-bill/payment-bill.module.ts';
import { pdsFeeModule } from '#modules/fms/pds-fee/pds-fee.module.ts';
import { pointModule } from '#modules/fms/point/point.module.ts';
import { priceModule } from '#modules/fms/price/price.module.ts';
import { priceQuoteModule } from '#modules/fms/price-quote/price-quote.module.ts';
import { statisticsModule } from '#modules/fms/statistics/statistics.module.ts';
import { subjectModule } from '#modules/fms/subject/subject.module.ts';
import { urgeModule } from '#modules/fms/urge/urge.module.ts';
import { writeOffModule } from '#modules/fms/write-off/write-off.module.ts';
import { delayModule } from '#modules/lms/delay/delay.module.ts';
import { detainModule } from '#modules/lms/detain/detain.module.ts';
import { documentModule } from '#modules/lms/document/document.module.ts';
import { importModule } from '#modules/lms/import/import.module.ts';
import { issueModule } from '#modules/lms/issue/issue.module.ts';
import { packageModule } from '#modules/lms/package/package.module.ts';
import { pickUpTaskModule } from '#modules/lms/pick-up-task/pick-up-task.module.ts';
import { returnModule } from '#modules/lms/return/return.module.ts';
import { scanModule } from '#modules/lms/scan/scan.module.ts';
import { trackModule } from '#modules/lms/track/track.module.ts';
import { trackNoModule } from '#modules/lms/track-no/track-no.module.ts';
import { waybillModule } from '#modules/lms/waybill/waybill.module.ts';
import { weightConfirmModule } from '#modules/lms/weight-confirm/weight-confirm.module.ts';
import { announcementModule } from '#modules/oa/announcement/announcement.module.ts';
import { employeeModule } from '#modules/oa/employee/employee.module.ts';
import { organizationModule } from '#modules/oa/organization/organization.module.ts';
import { roleModule } from '#modules/oa/role/role.module.ts';
import { endShipManifestModule } from '#modules/pds/end-ship-manifest/end-ship-manifest.module.ts';
import { importWaybillModule } from '#modules/pds/import-waybill/import-waybill.module.ts';
import { parcelModule } from '#modules/pds/parcel/parcel.module.ts';
import { authModule } from '#modules/platform/auth/auth.module.ts';
import { fileModule } from '#modules/platform/file/file.module.ts';
import { messageModule } from '#modules/platform/message/message.module.ts';
import { notifyModule } from '#modules/platform/notify/notify.module.ts';
import { permissionScopeModule } from '#modules/platform/permission-scope/permission-scope.module.ts';
import { sessionModule } from '#modules/platform/session/session.module.ts';
import { userModule } from '#modules/platform/user/user.module.ts';
import { userSettingModule } from '#modules/platform/user-setting/user-setting.module.ts';
import { workOrderModule } from '#modules/platform/work-order/work-order.module.ts';
import { workOrderSlaModule } from '#modules/platform/work-order/work-order-sla.module.ts';
import { businessLogModule } from '#modules/settings/business-log/business-log.module.ts';
import { carrierApiModule } from '#modules/settings/carrier-api/carrier-api.module.ts';
import { channelModule } from '#modules/settings/channel/channel.module.ts';
import { channelRouteModule } from '#modules/settings/channel-route/channel-route.module.ts';
import { clientErrorLogModule } from '#modules/settings/client-error-log/client-error-log.module.ts';
import { dictionaryModule } from '#modules/settings/dictionary/dictionary.module.ts';
import { executorModule } from '#modules/settings/executor/executor.module.ts';
import { geographyModule } from '#modules/settings/geography/geography.module.ts';
import { goodsModule } from '#modules/settings/goods/goods.module.ts';
import { interceptorModule } from '#modules/settings/interceptor/interceptor.module.ts';
import { limitModule } from '#modules/settings/limit/limit.module.ts';
import { noDealRuleModule } from '#modules/settings/no-deal-rule/no-deal-rule.module.ts';
import { numberingModule } from '#modules/settings/numbering/numbering.module.ts';
import { partiesModule } from '#modules/settings/parties/parties.module.ts';
import { productModule } from '#modules/settings/product/product.module.ts';
import { requestLogModule } from '#modules/settings/request-log/request-log.module.ts';
import { sortingRuleModule } from '#modules/settings/sorting-rule/sorting-rule.module.ts';
import { systemModule } from '#modules/settings/system/system.module.ts';
import { transportModule } from '#modules/settings/transport/transport.module.ts';
import { webhookModule } from '#modules/settings/webhook/webhook.module.ts';
import { zoneModule } from '#modules/settings/zone/zone.module.ts';
import { printCenterModule } from '#modules/tools/print-center/print-center.module.ts';
import type { ModuleManifest } from '#platform/module.ts';

/**
 * Every module of the app, one line each: the schema (`schema.ts`), the entity registry
 * (`entities.ts`), the routes (`routes.ts`) and the housekeeping are assembled from this list.
 */
export const MODULES: readonly ModuleManifest[] = [
  authModule,
  userModule,
  sessionModule,
  roleModule,
  systemModule,
  dictionaryModule,
  userSettingModule,
  clientErrorLogModule,
  permissionScopeModule,
  messageModule,
  notifyModule,
  businessLogModule,
  fileModule,
  geographyModule,
  transportModule,
  partiesModule,
  goodsModule,
  numberingModule,
  zoneModule,
  productModule,
  channelModule,
  requestLogModule,
  carrierApiModule,
  interceptorModule,
  customerModule,
  webhookModule,
  visitRecordModule,
  organizationModule,
  employeeModule,
  waybillModule,
  documentModule,
  printCenterModule,
  trackModule,
  trackNoModule,
  pickUpTaskModule,
  importModule,
  scanModule,
  weightConfirmModule,
  detainModule,
  delayModule,
  issueModule,
  returnModule,
  priceModule,
  exchangeRateModule,
  discountModule,
  feeModule,
  pdsFeeModule,
  priceQuoteModule,
  packageModule,
  lockRecordModule,
  ledgerModule,
  billModule,
  chargeBillModule,
  writeOffModule,
  balanceModule,
  creditModule,
  limitModule,
  executorModule,
  billRunModule,
  billAgeModule,
  urgeModule,
  pointModule,
  cashAccountModule,
  accountFlowModule,
  bankTransferModule,
  subjectModule,
  incomeExpenseModule,
  bankStatementModule,
  agentBillModule,
  paymentBillModule,
  invoiceModule,
  statisticsModule,
  agentReconcileModule,
  parcelModule,
  endShipManifestModule,
  importWaybillModule,
  workOrderModule,
  workOrderSlaModule,
  announcementModule,
  channelRouteModule,
  sortingRuleModule,
  noDealRuleModule,
];
