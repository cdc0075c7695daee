/** The public face of this module: what other modules use of it. */
export { fmsWriteOff, fmsWriteOffItem } from './write-off.schema.ts';
export { cancelWriteOff } from './write-off-cancel.service.ts';
export { makeWriteOff } from './write-off-make.service.ts';
export { writeOffList } from './write-off-read.service.ts';
