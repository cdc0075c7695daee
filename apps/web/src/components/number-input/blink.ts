import { LIMITER_BLINK_INTERVAL_MS, LIMITER_BLINK_TIMES } from '@freightdesk/domain';

export const BLINK_CLASS = 'fd-limiter-blink';

/**
 * Blinks an element: toggles the blink class on and off `times` times at `intervalMs`
 * (spec §5: the limiter element blinks 3 times at 400 ms). Returns a cancel function.
 */
export function blinkElement(
  el: Element | null,
  times: number = LIMITER_BLINK_TIMES,
  intervalMs: number = LIMITER_BLINK_INTERVAL_MS,
): () => void {
  if (!el) return () => {};
  let toggles = 0;
  el.classList.add(BLINK_CLASS);
  const timer = setInterval(() => {
    toggles += 1;
    el.classList.toggle(BLINK_CLASS);
    if (toggles >= times * 2 - 1) {
      clearInterval(timer);
      el.classList.remove(BLINK_CLASS);
    }
  }, intervalMs);
  return () => {
    clearInterval(timer);
    el.classList.remove(BLINK_CLASS);
  };
}
