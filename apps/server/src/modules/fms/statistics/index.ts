/** The public face of this module: what other modules use of it (nothing yet: it only reads). */
export { statisticsModule } from './statistics.module.ts';
