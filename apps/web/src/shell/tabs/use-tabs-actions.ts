import type { UserType } from '@freightdesk/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { CLIENT_BASE } from '../session/token.ts';
import {
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  type TabChange,
  type TabItem,
} from './tabs-model.ts';
import { loadTabs, saveTabs } from './tabs-store.ts';

export type TabAction = 'refresh' | 'close' | 'closeRight' | 'closeLeft' | 'closeOthers' | 'closeAll';
export const TAB_ACTIONS: readonly TabAction[] = [
  'refresh',
  'close',
  'closeRight',
  'closeLeft',
  'closeOthers',
  'closeAll',
];

/** Which actions make sense on a tab (a disabled one would change nothing). */
export function enabledTabActions(tabs: readonly TabItem[], key: string): Record<TabAction, boolean> {
  const at = tabs.findIndex((t) => t.key === key);
  const closableWhere = (test: (i: number) => boolean) => tabs.some((t, i) => t.closable && test(i));
  return {
    refresh: at >= 0,
    close: at >= 0 && tabs[at]!.closable,
    closeRight: closableWhere((i) => i > at),
    closeLeft: closableWhere((i) => i < at),
    closeOthers: closableWhere((i) => i !== at),
    closeAll: closableWhere(() => true),
  };
}

/** Runs a tab action on the saved tabs of the area and follows it with a navigation. */
export function useTabActions(area: UserType, activeKey: string) {
  const navigate = useNavigate();
  return useCallback(
    (action: TabAction, key: string) => {
      const tabs = loadTabs(area);
      const tab = tabs.find((t) => t.key === key);
      if (action === 'refresh') {
        const target = tab?.path ?? key;
        const refreshPath = area === 'customer' ? `${CLIENT_BASE}/refresh` : '/refresh';
        navigate(`${refreshPath}?redirect=${encodeURIComponent(target)}`, { replace: true });
        return;
      }
      let change: TabChange;
      if (action === 'close') change = closeTab(tabs, key, activeKey);
      else if (action === 'closeRight') change = closeRight(tabs, key, activeKey);
      else if (action === 'closeLeft') change = closeLeft(tabs, key, activeKey);
      else if (action === 'closeOthers') change = closeOthers(tabs, key, activeKey);
      else change = closeAll(tabs, activeKey);
      saveTabs(area, change.tabs);
      if (change.navigate) navigate(change.navigate);
    },
    [area, activeKey, navigate],
  );
}
