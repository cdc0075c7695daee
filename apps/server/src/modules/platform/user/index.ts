/** The public face of this module: what other modules use of it. */

export { DEMO_SIGN_INS, DEMO_USERS } from './user.company.ts';
export { appUser } from './user.schema.ts';
