import { CLICK_LOCK_MS } from '@freightdesk/domain';
import { Button, type ButtonProps } from 'antd';
import { type MouseEvent, useCallback, useMemo, useRef } from 'react';
import { createClickLock } from './click-lock.ts';

/** Wraps a click handler so repeat clicks within `ms` (and while its promise runs) are ignored. */
export function useClickLock<E>(handler: ((event: E) => unknown) | undefined, ms: number = CLICK_LOCK_MS) {
  const lock = useMemo(() => createClickLock(ms), [ms]);
  const latest = useRef(handler);
  latest.current = handler;
  return useCallback((event: E) => lock(() => latest.current?.(event)), [lock]);
}

export type ClickLockButtonProps = ButtonProps & { lockMs?: number };

/** An antd Button whose onClick is click-locked. */
export function ClickLockButton({ lockMs, onClick, ...rest }: ClickLockButtonProps) {
  const locked = useClickLock<MouseEvent<HTMLElement>>(
    onClick as ((e: MouseEvent<HTMLElement>) => unknown) | undefined,
    lockMs,
  );
  return <Button {...rest} onClick={locked} />;
}
