import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { type ClientErrorReport, installErrorReporter, shouldReportError } from './error-report.ts';

describe('shouldReportError', () => {
  it('reports ordinary errors of signed-in users', () => {
    expect(shouldReportError({ message: 'x is undefined', error: new TypeError('x'), loggedIn: true })).toBe(
      true,
    );
  });

  it('leaves out visitors, API failures, ResizeObserver noise and trusted events', () => {
    const error = new TypeError('boom');
    expect(shouldReportError({ message: 'boom', error, loggedIn: false })).toBe(false);
    expect(shouldReportError({ message: 'x', error: new ApiError('x', -1), loggedIn: true })).toBe(false);
    expect(
      shouldReportError({
        message: 'ResizeObserver loop completed with undelivered notifications.',
        error: undefined,
        loggedIn: true,
      }),
    ).toBe(false);
    // what the browser passes when, e.g., a failed resource load rejects a promise
    const trusted: Event = Object.create(Event.prototype);
    Object.defineProperty(trusted, 'isTrusted', { value: true });
    expect(shouldReportError({ message: '{"isTrusted":true}', error: trusted, loggedIn: true })).toBe(false);
  });
});

describe('installErrorReporter', () => {
  it('sends window errors and unhandled rejections with the spec fields', () => {
    const sent: ClientErrorReport[] = [];
    const stop = installErrorReporter(window, {
      loggedIn: () => true,
      username: () => 'admin',
      module: () => '/oa/role',
      send: (r) => sent.push(r),
    });
    const error = new Error('broken render');
    window.dispatchEvent(new ErrorEvent('error', { error, message: 'broken render' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new ApiError('already shown', -1);
    window.dispatchEvent(rejection);
    const rejection2 = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection2.reason = new Error('async failure');
    window.dispatchEvent(rejection2);
    stop();
    const late = new Event('unhandledrejection') as Event & { reason?: unknown };
    late.reason = new Error('after stop');
    window.dispatchEvent(late);

    expect(sent.map((r) => [r.type, r.message])).toEqual([
      ['error', 'broken render'],
      ['unhandledrejection', 'async failure'],
    ]);
    expect(sent[0]).toMatchObject({ username: 'admin', module: '/oa/role', url: window.location.href });
    expect(sent[0]!.browser).toBe(window.navigator.userAgent);
    expect(sent[0]!.stack).toContain('broken render');
    expect(typeof sent[0]!.time).toBe('number');
  });

  it('sends nothing while nobody is signed in', () => {
    const send = vi.fn();
    const stop = installErrorReporter(window, {
      loggedIn: () => false,
      username: () => undefined,
      module: () => '/login',
      send,
    });
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('x'), message: 'x' }));
    stop();
    expect(send).not.toHaveBeenCalled();
  });
});
