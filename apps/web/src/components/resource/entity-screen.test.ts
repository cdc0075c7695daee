import { country, recipient } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { entityOfPath } from './entity-screen.tsx';
import { nearBottom } from './use-resource-data.ts';

describe('entity screens', () => {
  it('find their entity by the staff or customer path', () => {
    expect(entityOfPath('/setting/basic/country')).toBe(country);
    expect(entityOfPath('/setting/basic/country/')).toBe(country);
    expect(entityOfPath('/client/setting/recipient')).toBe(recipient);
    expect(entityOfPath('/nowhere')).toBeUndefined();
  });

  it('infinite lists load more within 30 % of the bottom', () => {
    expect(nearBottom({ scrollTop: 0, clientHeight: 500, scrollHeight: 2000 })).toBe(false);
    expect(nearBottom({ scrollTop: 899, clientHeight: 500, scrollHeight: 2000 })).toBe(false);
    expect(nearBottom({ scrollTop: 900, clientHeight: 500, scrollHeight: 2000 })).toBe(true);
    expect(nearBottom({ scrollTop: 0, clientHeight: 500, scrollHeight: 0 })).toBe(false);
  });
});
