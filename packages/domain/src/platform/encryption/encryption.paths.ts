/**
 * The address of the payload-encryption key, which the request layer fetches before its first
 * encrypted call, in a module without zod (the contract builds schemas the first screens must not load).
 */
export const ENCRYPTION_PATHS = { cryptoKey: '/whosyourdaddy' } as const;
