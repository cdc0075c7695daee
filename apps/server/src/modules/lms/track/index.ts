/** The public face of this module: what other modules use of it. */
export { type CarrierCall, type CarrierCallInput, callCarrier, useCarrierCall } from './carrier-gateway.ts';
export { pullTrackers } from './track-pull.service.ts';
export { lmsTracker, lmsTrackerEvent, lmsTrackerWaybill } from './tracker.schema.ts';
export { attachTracker, detachTrackers, trackerOfWaybill } from './tracker.service.ts';
