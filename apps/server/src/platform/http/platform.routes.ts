import { ENCRYPTION_API } from '@freightdesk/domain';
import { issueCryptoKey } from '#platform/encryption/encryption.service.ts';
import { publicRoute } from './route.ts';

/** The payload-encryption key (`/api/health` answers its own HTTP status: health.ts). */
export const platformRoutes = [
  publicRoute({ contract: ENCRYPTION_API.cryptoKey, handler: (c) => issueCryptoKey(c) }),
];
