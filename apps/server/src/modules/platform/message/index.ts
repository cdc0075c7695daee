/** The public face of this module: what other modules use of it. */
export { userMessage } from './message.schema.ts';
