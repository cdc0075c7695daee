import { entityApiRoutes } from '#modules/entity-registry.ts';
import { feeRoutes } from '#modules/fms/fee/fee.routes.ts';
import { lmsFeeRoutes } from '#modules/fms/fee/lms-fee.routes.ts';
import { priceRoutes } from '#modules/fms/price/price.routes.ts';
import { priceQuoteRoutes } from '#modules/fms/price-quote/price-quote.routes.ts';
import { documentRoutes } from '#modules/lms/document/document.routes.ts';
import { waybillImportRoutes } from '#modules/lms/import/waybill-import.routes.ts';
import { packageRoutes } from '#modules/lms/package/package.routes.ts';
import { pickUpTaskRoutes } from '#modules/lms/pick-up-task/pick-up-task.routes.ts';
import { scanRoutes } from '#modules/lms/scan/scan.routes.ts';
import { trackRoutes } from '#modules/lms/track/track.routes.ts';
import { waybillRoutes } from '#modules/lms/waybill/waybill.routes.ts';
import { waybillDrawerRoutes } from '#modules/lms/waybill/waybill-drawer.routes.ts';
import { waybillOrderRoutes } from '#modules/lms/waybill/waybill-order.routes.ts';
import { weightConfirmRoutes } from '#modules/lms/weight-confirm/weight-confirm.routes.ts';
import { roleRoutes } from '#modules/oa/role/role.routes.ts';
import { authRoutes } from '#modules/platform/auth/auth.routes.ts';
import { fileRoutes } from '#modules/platform/file/file.routes.ts';
import { messageRoutes } from '#modules/platform/message/message.routes.ts';
import { permissionScopeRoutes } from '#modules/platform/permission-scope/permission-scope.routes.ts';
import { userRoutes } from '#modules/platform/user/user.routes.ts';
import { userSettingRoutes } from '#modules/platform/user-setting/user-setting.routes.ts';
import { businessLogRoutes } from '#modules/settings/business-log/business-log.routes.ts';
import { clientErrorLogRoutes } from '#modules/settings/client-error-log/client-error-log.routes.ts';
import { dictionaryRoutes } from '#modules/settings/dictionary/dictionary.routes.ts';
import { sysConfigRoutes } from '#modules/settings/system/sys-config.routes.ts';
import { platformRoutes } from '#platform/http/platform.routes.ts';
import type { ApiRoute } from '#platform/http/route.ts';
import { progressRoutes } from '#platform/jobs/progress.routes.ts';

/** Every API route of the app, registered under `/api`. */
export const allRoutes: readonly ApiRoute[] = [
  ...platformRoutes,
  ...authRoutes,
  ...userRoutes,
  ...roleRoutes,
  ...sysConfigRoutes,
  ...dictionaryRoutes,
  ...userSettingRoutes,
  ...clientErrorLogRoutes,
  ...permissionScopeRoutes,
  ...messageRoutes,
  ...businessLogRoutes,
  ...fileRoutes,
  ...progressRoutes,
  ...entityApiRoutes,
  ...waybillRoutes,
  ...documentRoutes,
  ...waybillDrawerRoutes,
  ...trackRoutes,
  ...pickUpTaskRoutes,
  ...waybillImportRoutes,
  ...scanRoutes,
  ...weightConfirmRoutes,
  ...waybillOrderRoutes,
  ...priceRoutes,
  ...feeRoutes,
  ...lmsFeeRoutes,
  ...priceQuoteRoutes,
  ...packageRoutes,
];
