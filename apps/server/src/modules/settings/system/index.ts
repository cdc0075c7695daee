/** The public face of this module: what other modules use of it. */
export { publicConfig } from './sys-config.schema.ts';
export { readSysConfig, readSysConfigUncached, writeSysConfig } from './sys-config.service.ts';
