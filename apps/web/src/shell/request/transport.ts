import { type Language, message, transportMessageKey } from '@freightdesk/domain';

export type Notice = { title: string; description?: string };

/** The notice for a non-200 HTTP answer (spec §8 "Transport"). */
export function transportNotice(lang: Language, status: number, statusText: string): Notice {
  switch (transportMessageKey(status)) {
    case 'serverUpdating':
      return { title: message(lang, 'serverUpdatingTitle'), description: message(lang, 'serverUpdating') };
    case 'requestTimeout':
      return { title: message(lang, 'requestException'), description: message(lang, 'requestTimeout') };
    default:
      return {
        title: message(lang, 'responseException'),
        description: `[${status}] ${statusText}`.trim(),
      };
  }
}

/** The notice when no HTTP answer came: timeout, a network error or a request that could not be built. */
export function failureNotice(lang: Language, reason: 'timeout' | 'network' | 'setup', detail = ''): Notice {
  if (reason === 'timeout') {
    return { title: message(lang, 'requestException'), description: message(lang, 'requestTimeout') };
  }
  if (reason === 'network' && /500/.test(detail)) {
    return { title: message(lang, 'serverUpdatingTitle'), description: message(lang, 'serverUpdating') };
  }
  if (reason === 'network' && /timeout/i.test(detail)) {
    return { title: message(lang, 'requestException'), description: message(lang, 'requestTimeout') };
  }
  return { title: message(lang, 'requestException'), description: detail || undefined };
}
