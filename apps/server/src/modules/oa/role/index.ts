/** The public face of this module: what other modules use of it. */
export { role, rolePermission } from './role.schema.ts';
