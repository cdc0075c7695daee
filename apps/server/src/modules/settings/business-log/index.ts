/** The public face of this module: what other modules use of it. */
export type { BusinessLogEntry } from './business-log.service.ts';
export { writeBusinessLog } from './business-log.service.ts';
