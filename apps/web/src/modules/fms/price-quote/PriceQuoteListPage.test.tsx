import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { inputValue, type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { PriceQuoteListPage } from './PriceQuoteListPage.tsx';

/** The saved quotes keep their criteria and page in the URL: a reload shows and searches the same. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const answer = (path: string) =>
  path.startsWith('fms/priceQuote/search') ? { records: [], total: 90, page: 4, size: 20 } : [];

describe('PriceQuoteListPage', () => {
  it('searches with the criteria and page of the address it is opened at', async () => {
    opened = await openAt(
      '/fms/price-quote?keyword=PQ2026&status=active&page=4',
      <PriceQuoteListPage />,
      answer,
    );
    expect(opened.posted('fms/priceQuote/search').at(-1)).toEqual({
      page: 4,
      size: 20,
      criteria: { keyword: 'PQ2026', status: 'active' },
    });
    expect(inputValue('price-quote-keyword')).toBe('PQ2026');

    await act(async () => byTestId('price-quote-search')!.click());
    await settle();
    expect(opened.search()).toBe('?keyword=PQ2026&status=active');
  }, 30_000);
});
