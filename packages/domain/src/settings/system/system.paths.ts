/**
 * Addresses of the system endpoints the web calls on its first screens (sign-in page, request layer,
 * version check), kept apart from `SYSTEM_API` because the contracts load zod and these must not.
 */
export const SYSTEM_PATHS = {
  checkVersion: '/common/appVersion/checkVersion',
  tenantConfig: '/common/tenant/currentConfig',
  loginPage: '/common/sysConfig/getLoginPage',
  clientLoginPage: '/common/sysConfig/getClientLoginPageConfig',
} as const;
