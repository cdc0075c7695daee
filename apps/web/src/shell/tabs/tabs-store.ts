import type { UserType } from '@freightdesk/domain';
import { useSyncExternalStore } from 'react';
import { parseSavedTabs, type TabItem } from './tabs-model.ts';

/** Open tabs, saved in localStorage per user type so they survive a reload (cleared at login). */
const storageKey = (type: UserType) => `fd_tabs_${type}`;

const cache = new Map<UserType, TabItem[]>();
const listeners = new Set<() => void>();

export function loadTabs(type: UserType): TabItem[] {
  let tabs = cache.get(type);
  if (!tabs) {
    tabs = parseSavedTabs(localStorage.getItem(storageKey(type)));
    cache.set(type, tabs);
  }
  return tabs;
}

export function saveTabs(type: UserType, tabs: TabItem[]) {
  if (cache.get(type) === tabs) return;
  cache.set(type, tabs);
  localStorage.setItem(storageKey(type), JSON.stringify(tabs));
  for (const l of listeners) l();
}

export function clearSavedTabs(type: UserType) {
  cache.delete(type);
  localStorage.removeItem(storageKey(type));
}

export function useTabs(type: UserType): TabItem[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => {
        listeners.delete(l);
      };
    },
    () => loadTabs(type),
  );
}
