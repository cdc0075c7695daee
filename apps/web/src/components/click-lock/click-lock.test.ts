import { describe, expect, it, vi } from 'vitest';
import { createClickLock } from './click-lock.ts';

describe('click lock', () => {
  it('ignores repeat clicks within the lock time', () => {
    let t = 0;
    const lock = createClickLock(1500, () => t);
    const fn = vi.fn(() => 'ok');
    expect(lock(fn)).toBe('ok');
    t = 1499;
    expect(lock(fn)).toBeUndefined();
    t = 1500;
    expect(lock(fn)).toBe('ok');
    expect(fn).toHaveBeenCalledTimes(2);
  });
  it('stays locked while the handler promise runs', async () => {
    let t = 0;
    const lock = createClickLock(10, () => t);
    let release: () => void = () => {};
    const slow = vi.fn(() => new Promise<void>((r) => (release = r)));
    lock(slow);
    t = 100;
    expect(lock(slow)).toBeUndefined();
    release();
    await Promise.resolve();
    await Promise.resolve();
    lock(slow);
    expect(slow).toHaveBeenCalledTimes(2);
  });
});
