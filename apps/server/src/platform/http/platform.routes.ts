import { z } from 'zod';
import { issueCryptoKey } from '#platform/encryption/encryption.service.ts';
import { publicRoute } from './route.ts';

/** The payload-encryption key (`/api/health` answers its own HTTP status: health.ts). */
export const platformRoutes = [
  publicRoute({
    method: 'GET',
    url: '/whosyourdaddy',
    output: z.object({ k: z.string(), s: z.string() }),
    handler: (c) => issueCryptoKey(c),
  }),
];
