import { describe, expect, it } from 'vitest';
import { BizCode, codeAction, transportMessageKey } from './codes.ts';

describe('business code handling', () => {
  it('reads data on success', () => {
    expect(codeAction(BizCode.success)).toBe('success');
    expect(codeAction(200)).toBe('success');
  });
  it('logs out on login expired, even for quiet calls', () => {
    expect(codeAction(-9000)).toBe('logout');
    expect(codeAction(-9000, true)).toBe('logout');
  });
  it('alerts on must-see failures', () => expect(codeAction(-9999)).toBe('alert'));
  it('asks for confirmation on 2000', () => expect(codeAction(2000)).toBe('confirm'));
  it('notifies on failures unless quiet', () => {
    for (const code of [-1, 500, 504, 12345]) {
      expect(codeAction(code)).toBe('notify');
      expect(codeAction(code, true)).toBe('silent');
    }
  });
  it('maps transport statuses to messages', () => {
    expect(transportMessageKey(502)).toBe('serverUpdating');
    expect(transportMessageKey(503)).toBe('serverUpdating');
    expect(transportMessageKey(504)).toBe('requestTimeout');
    expect(transportMessageKey(408)).toBe('requestTimeout');
    expect(transportMessageKey(404)).toBe('responseStatus');
  });
});
