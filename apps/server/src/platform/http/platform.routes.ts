import { issueCryptoKey } from '#platform/encryption/encryption.service.ts';
import { publicRoute } from './route.ts';

/** Readiness and the payload-encryption key. */
export const platformRoutes = [
  publicRoute({
    method: 'GET',
    url: '/health',
    handler: (c) => ({ db: c.config.dbKind }),
  }),
  publicRoute({
    method: 'GET',
    url: '/whosyourdaddy',
    handler: (c) => issueCryptoKey(c),
  }),
];
