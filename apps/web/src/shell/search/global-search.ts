import { GLOBAL_SEARCH_MAX_NUMBERS, splitNumbers } from '@freightdesk/domain';

/** Waybill numbers typed into the global search, split on whitespace, commas and semicolons. */
export const parseWaybillNumbers = splitNumbers;

export type SearchCheck =
  | { ok: true; numbers: string[] }
  | { ok: false; reason: 'empty' | 'tooMany'; count: number };

/** At least one and at most GLOBAL_SEARCH_MAX_NUMBERS numbers per query. */
export function checkWaybillNumbers(text: string, max: number = GLOBAL_SEARCH_MAX_NUMBERS): SearchCheck {
  const numbers = parseWaybillNumbers(text);
  if (numbers.length === 0) return { ok: false, reason: 'empty', count: 0 };
  if (numbers.length > max) return { ok: false, reason: 'tooMany', count: numbers.length };
  return { ok: true, numbers };
}

const HISTORY_KEY = 'fd_global_search_history';
/** How many past searches the box remembers. */
export const SEARCH_HISTORY_LIMIT = 20;

type HistoryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readSearchHistory(storage: HistoryStorage = localStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(HISTORY_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Puts a search first, without duplicates, keeping the most recent SEARCH_HISTORY_LIMIT. */
export function addSearchHistory(entry: string, storage: HistoryStorage = localStorage): string[] {
  const text = entry.trim();
  if (!text) return readSearchHistory(storage);
  const next = [text, ...readSearchHistory(storage).filter((h) => h !== text)].slice(0, SEARCH_HISTORY_LIMIT);
  storage.setItem(HISTORY_KEY, JSON.stringify(next));
  return next;
}

export function clearSearchHistory(storage: HistoryStorage = localStorage) {
  storage.removeItem(HISTORY_KEY);
}

/** The waybill list route that shows the results; the box is mounted only when it exists. */
export const WAYBILL_LIST_PATH = '/lms/waybill/list';

/** Alt+Enter submits (plain Enter makes a new line in the box). */
export function isSubmitKey(event: Pick<KeyboardEvent, 'key' | 'altKey'>): boolean {
  return event.key === 'Enter' && event.altKey;
}
