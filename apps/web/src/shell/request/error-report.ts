import { isApiError } from './api-error.ts';

export type ClientErrorReport = {
  message: string;
  type: 'error' | 'unhandledrejection';
  username?: string;
  module?: string;
  url?: string;
  browser?: string;
  stack?: string;
  time: number;
};

function isTrustedEvent(value: unknown): boolean {
  return typeof Event !== 'undefined' && value instanceof Event && value.isTrusted;
}

/**
 * Whether an uncaught error is worth reporting (spec §7): only for signed-in users, never for
 * failures of API calls (already shown), "ResizeObserver loop" noise, or trusted browser events
 * passed as rejection reasons.
 */
export function shouldReportError(input: { message: string; error: unknown; loggedIn: boolean }): boolean {
  if (!input.loggedIn) return false;
  if (isApiError(input.error)) return false;
  if (/ResizeObserver loop/i.test(input.message)) return false;
  if (isTrustedEvent(input.error)) return false;
  return true;
}

function describe(value: unknown): { message: string; stack?: string } {
  if (value instanceof Error) return { message: value.message || value.name, stack: value.stack };
  if (typeof value === 'string') return { message: value };
  try {
    return { message: JSON.stringify(value) ?? String(value) };
  } catch {
    return { message: String(value) };
  }
}

export type ErrorReporterDeps = {
  loggedIn: () => boolean;
  username: () => string | undefined;
  module: () => string;
  send: (report: ClientErrorReport) => void;
};

/** Listens to window errors and unhandled rejections and sends the reportable ones. */
export function installErrorReporter(target: Window, deps: ErrorReporterDeps): () => void {
  const report = (type: ClientErrorReport['type'], error: unknown, fallbackMessage: string) => {
    const { message, stack } = describe(error ?? fallbackMessage);
    const text = message || fallbackMessage;
    if (!shouldReportError({ message: text, error, loggedIn: deps.loggedIn() })) return;
    deps.send({
      message: text.slice(0, 2000),
      type,
      username: deps.username(),
      module: deps.module(),
      url: target.location.href,
      browser: target.navigator.userAgent,
      stack: stack?.slice(0, 20_000),
      time: Date.now(),
    });
  };
  const onError = (event: ErrorEvent) => report('error', event.error, event.message);
  const onRejection = (event: PromiseRejectionEvent) =>
    report('unhandledrejection', event.reason, 'Unhandled rejection');
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
