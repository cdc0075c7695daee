import { describe, expect, it } from 'vitest';
import { tabBusReaction } from './tab-bus.ts';

describe('tabBusReaction', () => {
  it('reloads on login and drops the token on logout, for the same user type only', () => {
    expect(tabBusReaction({ type: 'login', userType: 'staff' }, 'staff')).toBe('reload');
    expect(tabBusReaction({ type: 'logout', userType: 'staff' }, 'staff')).toBe('logoutAndReload');
    expect(tabBusReaction({ type: 'login', userType: 'customer' }, 'staff')).toBe('ignore');
    expect(tabBusReaction({ type: 'logout', userType: 'staff' }, 'customer')).toBe('ignore');
  });

  it('ignores anything else on the channel', () => {
    expect(tabBusReaction('logout', 'staff')).toBe('ignore');
    expect(tabBusReaction({ type: 'other', userType: 'staff' }, 'staff')).toBe('ignore');
    expect(tabBusReaction(null, 'staff')).toBe('ignore');
  });
});
