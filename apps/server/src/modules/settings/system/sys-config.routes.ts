import { LANGUAGES, LOGIN_MODES, nullAnswer, Permission } from '@freightdesk/domain';
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

const loginModes = z.array(z.enum(LOGIN_MODES));

/** Version check, tenant and system settings, sign-in page configs, public configs. */
export const sysConfigRoutes = [
  publicRoute({
    method: 'GET',
    url: '/common/appVersion/checkVersion',
    input: checkVersionQuery,
    output: z.object({ needUpdate: z.boolean(), content: z.string() }),
    handler: (c, q) => checkVersion(c, q),
  }),
  publicRoute({
    method: 'GET',
    url: '/common/tenant/currentConfig',
    output: z.object({
      name: z.string(),
      currency: z.string(),
      defaultLanguage: z.enum(LANGUAGES),
      encryption: z.boolean(),
      loginModes,
    }),
    handler: (c) => getTenantConfig(c),
  }),
  route({
    method: 'GET',
    url: '/common/sysConfig/get',
    output: z.object({
      'finance.showFeesBeforeBilled': z.boolean(),
      'document.enableInvoiceStrictMode': z.boolean(),
      'security.payloadEncryption': z.boolean(),
    }),
    handler: (c) => getSysConfig(c),
  }),
  route({
    method: 'POST',
    url: '/common/sysConfig/update',
    input: sysConfigUpdatePayload,
    output: nullAnswer,
    permission: Permission.systemSettingUpdate,
    handler: (c, b) => updateSysConfig(c, b),
  }),
  publicRoute({
    method: 'GET',
    url: '/common/sysConfig/getLoginPage',
    output: z.object({ title: z.string(), loginModes }),
    handler: (c) => getLoginPage(c),
  }),
  publicRoute({
    method: 'GET',
    url: '/common/sysConfig/getClientLoginPageConfig',
    input: z.object({ code: z.string().trim().min(1).max(50) }),
    output: z
      .object({
        code: z.string(),
        title: z.string().nullable(),
        welcome: z.string().nullable(),
        logoUrl: z.string().nullable(),
      })
      .nullable(),
    handler: (c, q) => findClientLoginPage(c.db, q.code),
  }),
  route({
    method: 'GET',
    url: '/common/publicConfig/detail',
    input: z.object({ id: z.string().trim().min(1).max(100) }),
    output: z.object({
      id: z.string(),
      fields: z.array(z.object({ field: z.string(), enableSingle: z.boolean() })),
    }),
    handler: (c, q) => getPublicConfig(c, q),
  }),
];
