/**
 * Addresses of the user endpoints the shell calls while the first screen loads, in a module without
 * zod: the contracts (user.contracts.ts) build schemas, which the first screens must not load.
 */
export const USER_PATHS = {
  current: '/user/user/current',
  userPermissions: '/user/rolePermission/userPermissions',
} as const;
