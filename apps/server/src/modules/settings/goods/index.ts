/** The public face of this module: what other modules use of it. */
export type { BlackListType } from './black-list.service.ts';
export { findBlackListed } from './black-list.service.ts';
