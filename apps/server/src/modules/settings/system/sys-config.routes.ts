import { Permission } from '@freightdesk/domain';
import { z } from 'zod';
import { findClientLoginPage } from '#modules/crm/customer/index.ts';
import { publicRoute, route } from '#platform/http/route.ts';
import {
  checkVersion,
  checkVersionQuery,
  getLoginPage,
  getPublicConfig,
  getSysConfig,
  getTenantConfig,
  sysConfigUpdatePayload,
  updateSysConfig,
} from './sys-config.service.ts';

/** Version check, tenant and system settings, sign-in page configs, public configs. */
export const sysConfigRoutes = [
  publicRoute({
    method: 'GET',
    url: '/common/appVersion/checkVersion',
    input: checkVersionQuery,
    handler: (c, q) => checkVersion(c, q),
  }),
  publicRoute({
    method: 'GET',
    url: '/common/tenant/currentConfig',
    handler: (c) => getTenantConfig(c),
  }),
  route({ method: 'GET', url: '/common/sysConfig/get', handler: (c) => getSysConfig(c) }),
  route({
    method: 'POST',
    url: '/common/sysConfig/update',
    input: sysConfigUpdatePayload,
    permission: Permission.systemSettingUpdate,
    handler: (c, b) => updateSysConfig(c, b),
  }),
  publicRoute({ method: 'GET', url: '/common/sysConfig/getLoginPage', handler: (c) => getLoginPage(c) }),
  publicRoute({
    method: 'GET',
    url: '/common/sysConfig/getClientLoginPageConfig',
    input: z.object({ code: z.string().trim().min(1).max(50) }),
    handler: (c, q) => findClientLoginPage(c.db, q.code),
  }),
  route({
    method: 'GET',
    url: '/common/publicConfig/detail',
    input: z.object({ id: z.string().trim().min(1).max(100) }),
    handler: (c, q) => getPublicConfig(c, q),
  }),
];
