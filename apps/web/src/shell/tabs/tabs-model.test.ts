import { describe, expect, it } from 'vitest';
import {
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  openTab,
  parseSavedTabs,
  type TabItem,
  withHome,
} from './tabs-model.ts';

const tab = (key: string, closable = true): TabItem => ({ key, path: key, title: `t${key}`, closable });
const home = tab('/index', false);
const tabs = [home, tab('/a'), tab('/b'), tab('/c')];
const keys = (list: TabItem[]) => list.map((t) => t.key);

describe('tabs', () => {
  it('opens a tab once and keeps home first', () => {
    let list = withHome([], home);
    list = openTab(list, tab('/a'));
    list = openTab(list, { ...tab('/a'), path: '/a?x=1' });
    expect(keys(list)).toEqual(['/index', '/a']);
    expect(list[1]!.path).toBe('/a?x=1');
    expect(keys(withHome([tab('/a'), home], home))).toEqual(['/index', '/a']);
  });

  it('closing the active tab activates the right neighbour, else the left one', () => {
    expect(closeTab(tabs, '/b', '/b')).toEqual({ tabs: [home, tab('/a'), tab('/c')], navigate: '/c' });
    expect(closeTab(tabs, '/c', '/c').navigate).toBe('/b');
    expect(closeTab(tabs, '/a', '/c').navigate).toBeNull();
  });

  it('never closes home; closing the last tab goes to /', () => {
    expect(closeTab(tabs, '/index', '/index')).toEqual({ tabs, navigate: null });
    expect(closeTab([tab('/a')], '/a', '/a')).toEqual({ tabs: [], navigate: '/' });
  });

  it('close right / left / others / all keep home and move away from a closed active tab', () => {
    expect(closeRight(tabs, '/a', '/c')).toEqual({ tabs: [home, tab('/a')], navigate: '/a' });
    expect(closeRight(tabs, '/a', '/a').navigate).toBeNull();
    expect(closeLeft(tabs, '/b', '/a')).toEqual({ tabs: [home, tab('/b'), tab('/c')], navigate: '/b' });
    expect(closeOthers(tabs, '/b', '/b')).toEqual({ tabs: [home, tab('/b')], navigate: null });
    expect(closeAll(tabs, '/c')).toEqual({ tabs: [home], navigate: '/index' });
  });

  it('reads saved tabs defensively', () => {
    expect(parseSavedTabs(JSON.stringify(tabs))).toEqual(tabs);
    expect(parseSavedTabs('not json')).toEqual([]);
    expect(parseSavedTabs(JSON.stringify([{ key: 1 }, tab('/a')]))).toEqual([tab('/a')]);
    expect(parseSavedTabs(null)).toEqual([]);
  });

  it('keeps entity titles (messages) and does not rewrite an unchanged one', () => {
    const title = { 'zh-CN': '目的地', 'en-US': 'Destination country', 'vi-VN': 'Quốc gia đích' };
    const entityTab = {
      key: '/setting/basic/country',
      path: '/setting/basic/country',
      title,
      closable: true,
    };
    const saved = parseSavedTabs(
      JSON.stringify([home, entityTab, { ...entityTab, key: 'x', title: { 'en-US': 1 } }]),
    );
    expect(saved).toEqual([home, entityTab]);
    expect(openTab(saved, { ...entityTab, title: { ...title } })).toBe(saved);
  });
});
