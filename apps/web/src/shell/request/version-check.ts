import { APP_VERSION, SYSTEM_PATHS, VERSION_CHECK_INTERVAL_MS } from '@freightdesk/domain';
import { get } from './http.ts';

export type VersionAnswer = { needUpdate: boolean; content?: string | null };

/**
 * Asks the server every 30 minutes whether a newer version exists (spec §1); each new answer
 * with `needUpdate` is shown once through `notify`.
 */
export function startVersionCheck(
  notify: (content: string) => void,
  check: () => Promise<VersionAnswer> = () =>
    get<VersionAnswer>(SYSTEM_PATHS.checkVersion, { version: APP_VERSION }, { quiet: true }),
): () => void {
  let shown: string | null = null;
  const run = async () => {
    try {
      const answer = await check();
      const content = answer.content ?? '';
      if (answer.needUpdate && shown !== content) {
        shown = content;
        notify(content);
      }
    } catch {
      // quiet: the next round tries again
    }
  };
  void run();
  const timer = setInterval(run, VERSION_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
