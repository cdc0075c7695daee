import type { DemoRow } from '#platform/module.ts';

/** Demo track templates. */

/** Track templates of the track maintenance screen. */
export const DEMO_TRACK_TEMPLATES: DemoRow[] = [
  {
    name: '香港中转 HKG hub',
    nodeType: 'inTransit',
    description: 'Departed from the Hong Kong hub',
    location: 'Hong Kong',
  },
  {
    name: '到达目的港 Arrived',
    nodeType: 'inTransit',
    description: 'Arrived at the destination airport',
    location: null,
  },
  {
    name: '清关延误 Customs delay',
    nodeType: 'exception',
    description: 'Customs clearance delayed, documents requested',
    location: null,
  },
];
