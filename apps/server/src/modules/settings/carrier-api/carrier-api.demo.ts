import type { DemoRow } from '#platform/module.ts';

/** The sandbox's simulation settings of the demo connections: no latency, no failures. */
const SANDBOX_CREDENTIALS = { latencyMs: '0', failureRate: '0' };
const sandbox = (name: string, code: string): DemoRow => ({
  name,
  code,
  apiType: 'sandbox',
  credentials: SANDBOX_CREDENTIALS,
  testMode: true,
  timeoutMs: 30_000,
  remark: 'Built-in sandbox carrier',
});

/** The demo company's carrier connections (demo data, named like the other demo rows in one language): the built-in sandbox in test mode, for labels, tracks, prices and customs declarations. */
export const DEMO_LABEL_APIS = [sandbox('Sandbox label', 'SANDBOX')];
export const DEMO_TRACK_APIS = [sandbox('Sandbox tracking', 'SANDBOX')];
export const DEMO_PRICE_APIS = [sandbox('Sandbox rates', 'SANDBOX')];
export const DEMO_CUSTOMS_DECLARE_APIS = [sandbox('Sandbox customs', 'SANDBOX')];
