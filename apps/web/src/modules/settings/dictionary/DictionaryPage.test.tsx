import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { byTestId, prepareDom, serveApi } from '#web/components/progress/jsdom-kit.tsx';
import {
  inputValue,
  mountAt,
  signInStaff,
  staffSessionAnswer,
  until,
} from '#web/components/resource/list-test-kit.tsx';
import { DictionaryPage } from './DictionaryPage.tsx';

/**
 * The dictionary list keeps its criteria, page and selected dictionary in the URL: a reload (a new
 * mount at the URL) shows the same list and the same dictionary's items.
 */

const names = (n: string) => ({ 'zh-CN': n, 'en-US': n, 'vi-VN': n });
const dictionaries = Array.from({ length: 70 }, (_, i) => ({
  id: `d${i}`,
  number: `D${String(i).padStart(3, '0')}`,
  type: `type${i}`,
  name: `Dictionary ${i}`,
  names: names(`Dictionary ${i}`),
  readOnly: false,
}));
let itemRequests: unknown[] = [];

beforeAll(prepareDom);
beforeEach(async () => {
  itemRequests = [];
  serveApi((path, body) => {
    if (path.startsWith('common/dictionary/list')) return dictionaries;
    if (path.startsWith('common/dictionaryItem/list')) {
      itemRequests.push(body);
      return [
        { code: 'A', name: names('Item A') },
        { code: 'B', name: names('Item B') },
      ];
    }
    return staffSessionAnswer(path, [Permission.dictionary, Permission.dictionaryUpdate]);
  });
  await signInStaff();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DictionaryPage', () => {
  it('keeps criteria, page and the selected dictionary in the URL', async () => {
    const first = await mountAt('/setting/basic/dictionary?keyword=dictionary&page=2', <DictionaryPage />);
    await until(() => Boolean(byTestId('dictionary-actions-type55')));
    expect(byTestId('dictionary-actions-type5')).toBeNull();
    expect(inputValue('search-keyword')).toBe('dictionary');

    // master/detail: the items of the selected dictionary
    const actions = byTestId('dictionary-actions-type60')!;
    await act(async () => actions.querySelector<HTMLElement>('[data-testid="dictionary-items"]')!.click());
    await until(() => inputValue('item-1-code') === 'B');
    expect(first.location()).toBe('/setting/basic/dictionary?keyword=dictionary&page=2&selected=d60');
    expect(itemRequests).toEqual([{ dictionaryId: 'd60' }]);

    // items are ordered by moving them
    await act(async () => byTestId('item-1-up')!.click());
    expect(inputValue('item-0-code')).toBe('B');
    await first.unmount();

    // the reload: the same address gives the same page and the same dictionary's items
    const second = await mountAt(first.location(), <DictionaryPage />);
    await until(() => inputValue('item-1-code') === 'B');
    expect(byTestId('dictionary-actions-type55')).not.toBeNull();
    expect(byTestId('dictionary-items-panel')?.textContent).toContain('Dictionary 60');
    await second.unmount();
  });

  it('a search writes the URL, and selecting a dictionary keeps the criteria', async () => {
    const screen = await mountAt('/setting/basic/dictionary', <DictionaryPage />);
    await until(() => Boolean(byTestId('dictionary-actions-type5')));
    const input = document.querySelector<HTMLInputElement>('input[data-testid="search-keyword"]')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    await act(async () => {
      setValue.call(input, 'Dictionary 6');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => byTestId('search-submit')!.click());
    await until(() => !byTestId('dictionary-actions-type5'));
    expect(screen.location()).toBe('/setting/basic/dictionary?keyword=Dictionary+6');
    const actions = byTestId('dictionary-actions-type60')!;
    await act(async () => actions.querySelector<HTMLElement>('[data-testid="dictionary-items"]')!.click());
    expect(screen.location()).toBe('/setting/basic/dictionary?keyword=Dictionary+6&selected=d60');
    await screen.unmount();
  });
});
