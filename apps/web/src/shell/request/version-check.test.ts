import { VERSION_CHECK_INTERVAL_MS } from '@freightdesk/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startVersionCheck } from './version-check.ts';

describe('startVersionCheck', () => {
  afterEach(() => vi.useRealTimers());

  it('asks at start and every 30 minutes, showing each new update notice once', async () => {
    vi.useFakeTimers();
    const answers = [
      { needUpdate: false, content: '' },
      { needUpdate: true, content: 'v1.0.68: new tab bar' },
      { needUpdate: true, content: 'v1.0.68: new tab bar' },
    ];
    const check = vi.fn(async () => answers.shift() ?? { needUpdate: false });
    const notify = vi.fn();
    const stop = startVersionCheck(notify, check);
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(3);
    expect(notify).toHaveBeenCalledOnce();
    expect(notify).toHaveBeenCalledWith('v1.0.68: new tab bar');
    stop();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(3);
  });
});
