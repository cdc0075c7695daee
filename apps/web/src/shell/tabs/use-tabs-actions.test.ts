import { describe, expect, it } from 'vitest';
import type { TabItem } from './tabs-model.ts';
import { enabledTabActions } from './use-tabs-actions.ts';

const tab = (key: string, closable = true): TabItem => ({ key, path: key, title: key, closable });

describe('enabledTabActions', () => {
  it('disables what would change nothing', () => {
    const tabs = [tab('/index', false), tab('/a'), tab('/b')];
    expect(enabledTabActions(tabs, '/index')).toEqual({
      refresh: true,
      close: false,
      closeRight: true,
      closeLeft: false,
      closeOthers: true,
      closeAll: true,
    });
    expect(enabledTabActions(tabs, '/b')).toMatchObject({ close: true, closeRight: false, closeLeft: true });
    expect(enabledTabActions([tab('/index', false)], '/index')).toMatchObject({
      closeAll: false,
      closeOthers: false,
    });
  });
});
