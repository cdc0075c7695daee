import { TRACK_PULL_DISPATCH_EVERY_S } from '@freightdesk/domain';
import type { ModuleManifest } from '#platform/module.ts';
import { DEMO_TRACK_TEMPLATES } from './track.demo.ts';
import { trackRoutes } from './track.routes.ts';
import { trackTemplateTable } from './track.schema.ts';
import {
  dispatchTrackPulls,
  runTrackPull,
  TRACK_DISPATCH_TASK,
  TRACK_PULL_TASK,
} from './track-pull.service.ts';
import { lmsTracker, lmsTrackerEvent, lmsTrackerWaybill } from './tracker.schema.ts';

/** Tracking: templates (served by the entity machinery), appends, queries and the carrier track pulls. */
export const trackModule: ModuleManifest = {
  name: 'lms/track',
  tables: { trackTemplateTable, lmsTracker, lmsTrackerWaybill, lmsTrackerEvent },
  entities: { trackTemplate: { table: trackTemplateTable, demoRows: DEMO_TRACK_TEMPLATES } },
  routes: trackRoutes,
  tasks: { [TRACK_DISPATCH_TASK]: dispatchTrackPulls, [TRACK_PULL_TASK]: runTrackPull },
  schedules: [{ name: 'lms.track.pulls', every: TRACK_PULL_DISPATCH_EVERY_S, task: TRACK_DISPATCH_TASK }],
};
