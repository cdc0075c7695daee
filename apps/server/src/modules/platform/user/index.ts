/** The public face of this module: what other modules use of it. */
export { appUser } from './user.schema.ts';
