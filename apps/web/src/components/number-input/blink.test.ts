import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLINK_CLASS, blinkElement } from './blink.ts';

describe('limiter blink', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('blinks three times at 400 ms and ends clean', () => {
    const el = document.createElement('span');
    const states: boolean[] = [];
    blinkElement(el);
    states.push(el.classList.contains(BLINK_CLASS));
    for (let i = 0; i < 6; i++) {
      vi.advanceTimersByTime(400);
      states.push(el.classList.contains(BLINK_CLASS));
    }
    // on, off, on, off, on, then removed
    expect(states).toEqual([true, false, true, false, true, false, false]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does nothing without an element', () => {
    expect(() => blinkElement(null)()).not.toThrow();
  });
});
