import type { DemoRow } from '#platform/module.ts';

/** Demo no-deal rule: every customer silent for 30 days is listed (notifying is left to the user to switch on). */
export const DEMO_NO_DEAL_RULES: DemoRow[] = [
  { name: 'Silent for a month', priority: 10, days: 30, notify: false, condition: { all: [] } },
];
