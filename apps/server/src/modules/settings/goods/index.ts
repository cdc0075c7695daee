/** The public face of this module: what other modules use of it. */
export type { BlackListType } from '@freightdesk/domain';
export { findBlackListed } from './black-list.service.ts';
