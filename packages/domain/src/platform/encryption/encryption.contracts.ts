import { z } from 'zod';
import { defineEndpoint } from '../contract.ts';
import { ENCRYPTION_PATHS } from './encryption.paths.ts';

/** The payload-encryption key (`k`: base64 of the key, `s`: its id). */
export const ENCRYPTION_API = {
  cryptoKey: defineEndpoint({
    method: 'GET',
    url: ENCRYPTION_PATHS.cryptoKey,
    output: z.object({ k: z.string(), s: z.string() }),
  }),
};
