import { codeAction, type Language, LOGIN_EXPIRED_LOGOUT_DELAY_MS, message } from '@freightdesk/domain';
import { ApiError } from './api-error.ts';
import type { Notice } from './transport.ts';

/** The answer envelope (`encrypted` only when payload encryption is on). */
export type Envelope = { code: number; msg: string; data: unknown; encrypted?: boolean };

/** What the request layer may show; the shell plugs in antd, tests plug in fakes. */
export type RequestUi = {
  notify(notice: Notice): void;
  alert(content: string): void;
  confirm(content: string): Promise<boolean>;
  /** `token`: the token the refused call carried (which area's session expired). */
  loginExpired(msg: string, token: string | null): void;
};

export type EnvelopeContext<T> = {
  quiet: boolean;
  lang: Language;
  ui: RequestUi;
  /** The token the call carried. */
  token?: string | null;
  /** Repeats the call with `force: true` (code 2000); absent when the call cannot be repeated. */
  retryWithForce?: () => Promise<T>;
};

/**
 * Acts on the business code of an answer (DESIGN.md §4): success gives `data`; -9000 logs out;
 * -9999 shows a blocking alert; 2000 asks and repeats with `force: true`; -1/500/504 notify
 * unless the call is quiet. Every failure rejects with an {@link ApiError}.
 */
export async function handleEnvelope<T>(env: Envelope, ctx: EnvelopeContext<T>): Promise<T> {
  const msg = env.msg || message(ctx.lang, 'unknownError');
  const fail = (kind: ApiError['kind'] = 'business') => new ApiError(msg, env.code, env.data, kind);
  switch (codeAction(env.code, ctx.quiet)) {
    case 'success':
      return env.data as T;
    case 'logout':
      ctx.ui.loginExpired(msg, ctx.token ?? null);
      throw fail();
    case 'alert':
      ctx.ui.alert(msg);
      throw fail();
    case 'confirm': {
      if (!ctx.retryWithForce) {
        ctx.ui.notify({ title: msg });
        throw fail();
      }
      if (await ctx.ui.confirm(msg)) return ctx.retryWithForce();
      throw fail('cancelled');
    }
    case 'notify':
      ctx.ui.notify({ title: msg });
      throw fail();
    default:
      throw fail();
  }
}

/** Runs `logout` once, `delayMs` after the first call; later calls do nothing (debounced, once). */
export function createDebouncedLogout<A extends unknown[]>(
  logout: (...args: A) => void,
  delayMs: number = LOGIN_EXPIRED_LOGOUT_DELAY_MS,
) {
  let scheduled = false;
  return (...args: A) => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => logout(...args), delayMs);
  };
}
