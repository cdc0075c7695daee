import { installErrorReporter } from './request/error-report.ts';
import { getSession } from './session/session-store.ts';
import { listenTabBus } from './session/tab-bus.ts';
import { areaOfPath, clearToken } from './session/token.ts';

/** Window-wide services of the app: client error reporting and the browser tab bus. */
export function startShellServices() {
  installErrorReporter(window, {
    loggedIn: () => getSession() !== null,
    username: () => getSession()?.user.username,
    module: () => window.location.pathname,
    send: (report) => {
      import('./request/client-error-send.ts').then((m) => m.sendClientError(report)).catch(() => undefined);
    },
  });
  listenTabBus(
    () => areaOfPath(window.location.pathname),
    (reaction, type) => {
      if (reaction === 'logoutAndReload') clearToken(type);
      window.location.reload();
    },
  );
}
