/**
 * The address of the saved-setting read the menu makes while the first screen loads, in a module
 * without zod: the contracts (user-setting.contracts.ts) build schemas, which the first screens must not load.
 */
export const USER_SETTING_PATHS = { current: '/common/userSetting/current' } as const;
