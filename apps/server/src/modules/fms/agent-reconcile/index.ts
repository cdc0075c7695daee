/** The public face of this module: what other modules use of it. */
export { fmsAgentReconcile, fmsAgentReconcileLine } from './agent-reconcile.schema.ts';
