/** Business codes of the `{code, msg, data}` envelope (DESIGN.md §4). */
export const BizCode = {
  success: 0,
  failure: -1,
  loginExpired: -9000,
  mustSee: -9999,
  confirmNeeded: 2000,
  serverError: 500,
  upstreamTimeout: 504,
} as const;
export type BizCodeValue = (typeof BizCode)[keyof typeof BizCode];

export type ApiEnvelope<T> = { code: number; msg: string; data: T };

/** What the web does with a response code. */
export type CodeAction = 'success' | 'logout' | 'alert' | 'confirm' | 'notify' | 'silent';

/**
 * Decides how the request layer treats a business code. Quiet calls never pop up a failure,
 * but a login-expired or must-see answer is acted on regardless.
 */
export function codeAction(code: number, quiet = false): CodeAction {
  if (code === BizCode.success || code === 200) return 'success';
  if (code === BizCode.loginExpired) return 'logout';
  if (code === BizCode.mustSee) return 'alert';
  if (code === BizCode.confirmNeeded) return 'confirm';
  return quiet ? 'silent' : 'notify';
}

/** Transport message key for a non-200 HTTP status (spec §8 "Transport"). */
export function transportMessageKey(status: number): 'serverUpdating' | 'requestTimeout' | 'responseStatus' {
  if (status === 502 || status === 503) return 'serverUpdating';
  if (status === 408 || status === 504) return 'requestTimeout';
  return 'responseStatus';
}
