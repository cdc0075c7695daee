import { country, type SysCode } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '#web/shell/session/types.ts';
import { canUseAction, canUseButton } from './resource-access.ts';
import { sampleEntity } from './test-entity.ts';

const staff = (permissions: string[]): SessionState => ({
  userType: 'staff',
  user: { id: '1', code: 'E1', username: 'u', name: 'U', userType: 'staff' },
  customer: null,
  permissions,
});
const customer = (permissions: string[], enableSysCodes: SysCode[]): SessionState => ({
  userType: 'customer',
  user: { id: '2', code: 'C1', username: 'c', name: 'C', userType: 'customer' },
  customer: { id: 'c', code: 'C0001', name: 'Demo', enableSysCodes, features: [] },
  permissions,
});

describe('buttons by permission and enabled systems', () => {
  it('staff need the action permission', () => {
    expect(canUseAction(country, 'insert', staff(['setting/basic/country']))).toBe(false);
    expect(canUseAction(country, 'insert', staff(['setting/basic/country:insert']))).toBe(true);
    expect(canUseAction(country, 'copy', staff(['setting/basic/country:copy']))).toBe(false);
    expect(canUseAction(country, 'delete', staff(['setting/basic/country:delete']), ['delete'])).toBe(false);
  });

  it('customers need the portal permission and one of the systems', () => {
    expect(canUseAction(sampleEntity, 'insert', customer(['test/sampleClient'], ['LMS']))).toBe(true);
    expect(canUseAction(sampleEntity, 'insert', customer(['test/sampleClient'], ['PDS']))).toBe(false);
    expect(canUseAction(sampleEntity, 'insert', customer(['test/sample:insert'], ['LMS']))).toBe(false);
    expect(canUseButton(sampleEntity, 'x', customer(['x'], ['OWMS']))).toBe(false);
    expect(canUseButton(sampleEntity, 'x', staff(['x']))).toBe(true);
    expect(canUseButton(sampleEntity, undefined, staff([]))).toBe(true);
  });
});
