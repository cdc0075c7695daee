/** The public face of this module: what other modules use of it. */
export { session } from './session.schema.ts';
export { createSession, deleteOtherSessions, deleteSession } from './session.service.ts';
