import { Permission, SYSTEM_API } from '@freightdesk/domain';
import { findClientLoginPage } from '#modules/crm/customer/index.ts';
import { publicRoute, route } from '#platform/http/route.ts';
import {
  checkVersion,
  getLoginPage,
  getPublicConfig,
  getSysConfig,
  getTenantConfig,
  updateSysConfig,
} from './sys-config.service.ts';

/** Version check, tenant and system settings, sign-in page configs, public configs (`SYSTEM_API`). */
export const sysConfigRoutes = [
  publicRoute({ contract: SYSTEM_API.checkVersion, handler: (c, q) => checkVersion(c, q) }),
  publicRoute({ contract: SYSTEM_API.tenantConfig, handler: (c) => getTenantConfig(c) }),
  route({ contract: SYSTEM_API.sysConfig, handler: (c) => getSysConfig(c) }),
  route({
    contract: SYSTEM_API.updateSysConfig,
    permission: Permission.systemSettingUpdate,
    handler: (c, b) => updateSysConfig(c, b),
  }),
  publicRoute({ contract: SYSTEM_API.loginPage, handler: (c) => getLoginPage(c) }),
  publicRoute({
    contract: SYSTEM_API.clientLoginPage,
    handler: (c, q) => findClientLoginPage(c.db, q.code),
  }),
  route({ contract: SYSTEM_API.publicConfig, handler: (c, q) => getPublicConfig(c, q) }),
];
