import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createDebouncedLogout, type Envelope, handleEnvelope, type RequestUi } from './code-handler.ts';

function fakeUi(confirmAnswer = true) {
  return {
    notify: vi.fn(),
    alert: vi.fn(),
    confirm: vi.fn(async () => confirmAnswer),
    loginExpired: vi.fn(),
  } satisfies RequestUi;
}

const env = (code: number, msg = 'the message', data: unknown = null): Envelope => ({ code, msg, data });

describe('handleEnvelope', () => {
  it('returns data on success (0 and 200)', async () => {
    const ui = fakeUi();
    await expect(
      handleEnvelope(env(0, 'ok', { a: 1 }), { quiet: false, lang: 'en-US', ui }),
    ).resolves.toEqual({ a: 1 });
    await expect(handleEnvelope(env(200, 'ok', 5), { quiet: false, lang: 'en-US', ui })).resolves.toBe(5);
    expect(ui.notify).not.toHaveBeenCalled();
  });

  it('-9000 schedules the logout with the token of the call, even for quiet calls', async () => {
    const ui = fakeUi();
    const result = handleEnvelope(env(-9000, 'expired'), { quiet: true, lang: 'en-US', ui, token: 'tok' });
    await expect(result).rejects.toBeInstanceOf(ApiError);
    expect(ui.loginExpired).toHaveBeenCalledWith('expired', 'tok');
    expect(ui.notify).not.toHaveBeenCalled();
  });

  it('-9999 shows a blocking alert with the message, even for quiet calls', async () => {
    const ui = fakeUi();
    await expect(
      handleEnvelope(env(-9999, 'must see'), { quiet: true, lang: 'en-US', ui }),
    ).rejects.toMatchObject({
      code: -9999,
      message: 'must see',
    });
    expect(ui.alert).toHaveBeenCalledWith('must see');
  });

  it('2000 asks for confirmation and repeats the call with force', async () => {
    const ui = fakeUi(true);
    const retryWithForce = vi.fn(async () => 'forced');
    await expect(
      handleEnvelope(env(2000, 'overlaps, continue?'), { quiet: false, lang: 'en-US', ui, retryWithForce }),
    ).resolves.toBe('forced');
    expect(ui.confirm).toHaveBeenCalledWith('overlaps, continue?');
    expect(retryWithForce).toHaveBeenCalledOnce();
  });

  it('2000 declined rejects as cancelled without repeating', async () => {
    const ui = fakeUi(false);
    const retryWithForce = vi.fn(async () => 'forced');
    await expect(
      handleEnvelope(env(2000, 'continue?'), { quiet: false, lang: 'en-US', ui, retryWithForce }),
    ).rejects.toMatchObject({ kind: 'cancelled', code: 2000 });
    expect(retryWithForce).not.toHaveBeenCalled();
  });

  it.each([-1, 500, 504])('%i notifies with the message unless the call is quiet', async (code) => {
    const loud = fakeUi();
    await expect(
      handleEnvelope(env(code, 'failed'), { quiet: false, lang: 'en-US', ui: loud }),
    ).rejects.toMatchObject({
      code,
    });
    expect(loud.notify).toHaveBeenCalledWith({ title: 'failed' });
    const quiet = fakeUi();
    await expect(
      handleEnvelope(env(code, 'failed'), { quiet: true, lang: 'en-US', ui: quiet }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(quiet.notify).not.toHaveBeenCalled();
  });

  it('an empty message falls back to "unknown error" in the language of the call', async () => {
    const ui = fakeUi();
    await expect(handleEnvelope(env(-1, ''), { quiet: false, lang: 'en-US', ui })).rejects.toThrow(
      'Unknown error',
    );
  });

  it('keeps the data of a failure (e.g. bindState of a refused safe sign-in)', async () => {
    const ui = fakeUi();
    await expect(
      handleEnvelope(env(-1, 'device not bound', { bindState: 'unbound' }), {
        quiet: true,
        lang: 'en-US',
        ui,
      }),
    ).rejects.toMatchObject({ data: { bindState: 'unbound' } });
  });
});

describe('createDebouncedLogout', () => {
  afterEach(() => vi.useRealTimers());

  it('logs out once, 1 s after the first expiry, whatever the number of calls', () => {
    vi.useFakeTimers();
    const logout = vi.fn();
    const schedule = createDebouncedLogout(logout);
    schedule('a');
    schedule('b');
    vi.advanceTimersByTime(999);
    expect(logout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    schedule('c');
    vi.advanceTimersByTime(5000);
    expect(logout).toHaveBeenCalledOnce();
    expect(logout).toHaveBeenCalledWith('a');
  });
});
