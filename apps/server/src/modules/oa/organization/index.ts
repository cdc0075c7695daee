/** The public face of this module: what other modules use of it. */
export { jobPositionTable } from './job-position.schema.ts';
export { organization } from './organization.schema.ts';
