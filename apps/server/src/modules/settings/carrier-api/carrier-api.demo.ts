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
  remark: '内置沙箱承运商 · Built-in sandbox carrier · Hãng vận chuyển thử nghiệm tích hợp',
});

/** The demo company's carrier connections: the built-in sandbox in test mode, for labels, tracks, prices and customs declarations. */
export const DEMO_LABEL_APIS = [sandbox('沙箱面单 Sandbox label · Nhãn thử nghiệm', 'SANDBOX')];
export const DEMO_TRACK_APIS = [sandbox('沙箱轨迹 Sandbox tracking · Hành trình thử nghiệm', 'SANDBOX')];
export const DEMO_PRICE_APIS = [sandbox('沙箱价格 Sandbox rates · Giá thử nghiệm', 'SANDBOX')];
export const DEMO_CUSTOMS_DECLARE_APIS = [
  sandbox('沙箱报关 Sandbox customs · Hải quan thử nghiệm', 'SANDBOX'),
];
