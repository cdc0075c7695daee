import { z } from 'zod';
import { nullAnswer } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import { LANGUAGES, LOGIN_MODES } from '../../platform/enums.ts';
import { SYSTEM_PATHS } from './system.paths.ts';

/** Every system setting key (the server holds the shape of each value). */
export const SYS_CONFIG_KEYS = [
  'finance.showFeesBeforeBilled',
  'document.enableInvoiceStrictMode',
  'document.isAllowCustomerLabel',
  'security.payloadEncryption',
  'price.quoteValidDays',
  'finance.pointsPerUnit',
  'finance.paymentApprovalAbove',
  'app.updateContent',
  'tenant.name',
  'login.page',
  'mail.smtpHost',
  'mail.smtpPort',
  'mail.from',
  'workOrder.holidays',
  'workOrder.autoOpenStatuses',
] as const;
export type SysConfigKey = (typeof SYS_CONFIG_KEYS)[number];

export const checkVersionQuery = z.object({ version: z.string().trim().min(1).max(20) });
export const sysConfigUpdatePayload = z.object({ key: z.enum(SYS_CONFIG_KEYS), value: z.unknown() });
export const clientLoginPageQuery = z.object({ code: z.string().trim().min(1).max(50) });
export const publicConfigQuery = z.object({ id: z.string().trim().min(1).max(100) });

const loginModes = z.array(z.enum(LOGIN_MODES));

/** The tenant's settings every page reads before sign-in. */
export const tenantConfigAnswer = z.object({
  name: z.string(),
  currency: z.string(),
  defaultLanguage: z.enum(LANGUAGES),
  encryption: z.boolean(),
  loginModes,
});

/** The sign-in page of a customer (its own title, welcome and logo), or null. */
export const clientLoginPageAnswer = z
  .object({
    code: z.string(),
    title: z.string().nullable(),
    welcome: z.string().nullable(),
    logoUrl: z.string().nullable(),
  })
  .nullable();

/** A public config: which fields may be edited one by one. */
export const publicConfigAnswer = z.object({
  id: z.string(),
  fields: z.array(z.object({ field: z.string(), enableSingle: z.boolean() })),
});

/** Version check, tenant and system settings, sign-in page configs, public configs. */
export const SYSTEM_API = {
  checkVersion: defineEndpoint({
    method: 'GET',
    url: SYSTEM_PATHS.checkVersion,
    input: checkVersionQuery,
    output: z.object({ needUpdate: z.boolean(), content: z.string() }),
  }),
  tenantConfig: defineEndpoint({
    method: 'GET',
    url: SYSTEM_PATHS.tenantConfig,
    output: tenantConfigAnswer,
  }),
  sysConfig: defineEndpoint({
    method: 'GET',
    url: '/common/sysConfig/get',
    output: z.object({
      'finance.showFeesBeforeBilled': z.boolean(),
      'document.enableInvoiceStrictMode': z.boolean(),
      'security.payloadEncryption': z.boolean(),
    }),
  }),
  updateSysConfig: defineEndpoint({
    method: 'POST',
    url: '/common/sysConfig/update',
    input: sysConfigUpdatePayload,
    output: nullAnswer,
  }),
  loginPage: defineEndpoint({
    method: 'GET',
    url: SYSTEM_PATHS.loginPage,
    output: z.object({ title: z.string(), loginModes }),
  }),
  clientLoginPage: defineEndpoint({
    method: 'GET',
    url: SYSTEM_PATHS.clientLoginPage,
    input: clientLoginPageQuery,
    output: clientLoginPageAnswer,
  }),
  publicConfig: defineEndpoint({
    method: 'GET',
    url: '/common/publicConfig/detail',
    input: publicConfigQuery,
    output: publicConfigAnswer,
  }),
};
