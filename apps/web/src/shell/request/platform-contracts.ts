// Only ever loaded through `platformContracts()` (lazy-contracts.ts): these contracts build zod schemas.
export { AUTH_API, USER_SETTING_API } from '@freightdesk/domain';
