import { type Language, platformMessage, transportMessageKey } from '@freightdesk/domain';

export type Notice = { title: string; description?: string };

/** The notice for a non-200 HTTP answer (spec §8 "Transport"). */
export function transportNotice(lang: Language, status: number, statusText: string): Notice {
  switch (transportMessageKey(status)) {
    case 'serverUpdating':
      return {
        title: platformMessage(lang, 'serverUpdatingTitle'),
        description: platformMessage(lang, 'serverUpdating'),
      };
    case 'requestTimeout':
      return {
        title: platformMessage(lang, 'requestException'),
        description: platformMessage(lang, 'requestTimeout'),
      };
    default:
      return {
        title: platformMessage(lang, 'responseException'),
        description: `[${status}] ${statusText}`.trim(),
      };
  }
}

/** The notice when no HTTP answer came: timeout, a network error or a request that could not be built. */
export function failureNotice(lang: Language, reason: 'timeout' | 'network' | 'setup', detail = ''): Notice {
  if (reason === 'timeout') {
    return {
      title: platformMessage(lang, 'requestException'),
      description: platformMessage(lang, 'requestTimeout'),
    };
  }
  if (reason === 'network' && /500/.test(detail)) {
    return {
      title: platformMessage(lang, 'serverUpdatingTitle'),
      description: platformMessage(lang, 'serverUpdating'),
    };
  }
  if (reason === 'network' && /timeout/i.test(detail)) {
    return {
      title: platformMessage(lang, 'requestException'),
      description: platformMessage(lang, 'requestTimeout'),
    };
  }
  return { title: platformMessage(lang, 'requestException'), description: detail || undefined };
}
