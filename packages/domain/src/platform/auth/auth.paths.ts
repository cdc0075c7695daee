/**
 * Addresses of the sign-in endpoints the login page calls while it loads, in a module without zod:
 * the contracts (auth.contracts.ts) build schemas, which the first screens must not load.
 */
export const AUTH_PATHS = { verifyCode: '/user/user/getVerifyCode' } as const;
