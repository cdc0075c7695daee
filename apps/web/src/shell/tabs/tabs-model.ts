import { isMessage, type RouteTitle, sameTitle } from '../i18n/route-title.ts';

/**
 * Tab operations of the shell (spec §2 "Tabs"), as pure functions over the tab list.
 * A tab's key is its route path; `path` keeps the query string to come back to.
 */
export type TabItem = { key: string; path: string; title: RouteTitle; closable: boolean };

/** Result of an operation: the new list and where to go (null: stay where you are). */
export type TabChange = { tabs: TabItem[]; navigate: string | null };

/** Keeps the home tab first and present. */
export function withHome(tabs: readonly TabItem[], home: TabItem): TabItem[] {
  return [home, ...tabs.filter((t) => t.key !== home.key)];
}

/** Adds a tab at the end, or refreshes its path and title when it is open already. */
export function openTab(tabs: readonly TabItem[], tab: TabItem): TabItem[] {
  const at = tabs.findIndex((t) => t.key === tab.key);
  if (at < 0) return [...tabs, tab];
  const current = tabs[at]!;
  if (current.path === tab.path && sameTitle(current.title, tab.title)) return tabs as TabItem[];
  const next = [...tabs];
  next[at] = { ...current, path: tab.path, title: tab.title };
  return next;
}

/**
 * Closes one tab. When it was the active one, its right neighbour (else the left one) becomes
 * active; closing the last tab goes to `/`. The home tab never closes.
 */
export function closeTab(tabs: readonly TabItem[], key: string, activeKey: string): TabChange {
  const at = tabs.findIndex((t) => t.key === key);
  if (at < 0 || !tabs[at]!.closable) return { tabs: tabs as TabItem[], navigate: null };
  const rest = tabs.filter((t) => t.key !== key);
  if (key !== activeKey) return { tabs: rest, navigate: null };
  const neighbour = tabs[at + 1] ?? tabs[at - 1];
  return { tabs: rest, navigate: neighbour ? neighbour.path : '/' };
}

function keepAndGo(
  tabs: readonly TabItem[],
  keep: (t: TabItem, i: number) => boolean,
  activeKey: string,
  target: string,
): TabChange {
  const next = tabs.filter((t, i) => !t.closable || keep(t, i));
  if (next.some((t) => t.key === activeKey)) return { tabs: next, navigate: null };
  const go = next.find((t) => t.key === target) ?? next[next.length - 1];
  return { tabs: next, navigate: go ? go.path : '/' };
}

/** Closes the closable tabs right of `key`; if the active one goes, `key` becomes active. */
export function closeRight(tabs: readonly TabItem[], key: string, activeKey: string): TabChange {
  const at = tabs.findIndex((t) => t.key === key);
  return keepAndGo(tabs, (_, i) => i <= at, activeKey, key);
}

/** Closes the closable tabs left of `key`. */
export function closeLeft(tabs: readonly TabItem[], key: string, activeKey: string): TabChange {
  const at = tabs.findIndex((t) => t.key === key);
  return keepAndGo(tabs, (_, i) => i >= at, activeKey, key);
}

/** Closes every closable tab except `key`. */
export function closeOthers(tabs: readonly TabItem[], key: string, activeKey: string): TabChange {
  return keepAndGo(tabs, (t) => t.key === key, activeKey, key);
}

/** Closes every closable tab; the home tab stays and becomes active. */
export function closeAll(tabs: readonly TabItem[], activeKey: string): TabChange {
  return keepAndGo(tabs, () => false, activeKey, '');
}

/** Restores a saved list, dropping anything malformed. */
export function parseSavedTabs(raw: string | null): TabItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (t): t is TabItem =>
        typeof t === 'object' &&
        t !== null &&
        typeof t.key === 'string' &&
        typeof t.path === 'string' &&
        (typeof t.title === 'string' || isMessage(t.title)) &&
        typeof t.closable === 'boolean',
    );
  } catch {
    return [];
  }
}
