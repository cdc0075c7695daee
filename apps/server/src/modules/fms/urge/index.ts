/** The public face of this module: what other modules use of it. */
export { URGE_TASK } from './urge.service.ts';
