import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { PriceListPage } from './PriceListPage.tsx';

/** The price tables keep their kind, keyword, status tab and page in the URL: a reload shows and searches the same. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const counts = { all: 45, effective: 45, willEffective: 0, expired: 0 };
const answer = (path: string) =>
  path.startsWith('fms/price/search') ? { records: [], total: 45, page: 2, size: 20, counts } : [];
const permissions = ['fms/price/customerPrice', 'fms/price/agentPrice'];
const keywordBox = () => document.querySelector<HTMLInputElement>('input[placeholder="Name"]');

describe('PriceListPage', () => {
  it('searches with the kind, keyword, tab and page of the address it is opened at', async () => {
    opened = await openAt(
      '/fms/price/customer-price?kind=agent&keyword=Air&tab=effective&page=2',
      <PriceListPage />,
      answer,
      { permissions },
    );
    expect(opened.posted('fms/price/search').at(-1)).toEqual({
      page: 2,
      size: 20,
      criteria: { kind: 'agent', status: 'effective', keyword: 'Air', productId: null },
    });
    expect(keywordBox()?.value).toBe('Air');
    expect(byTestId('price-tab-effective')!.textContent).toContain('(45)');

    // another tab goes back to page 1 and keeps the kind and keyword
    await act(async () => byTestId('price-tab-all')!.click());
    await settle();
    expect(opened.search()).toBe('?kind=agent&keyword=Air');
  }, 30_000);

  it('falls back to the first kind the user may see', async () => {
    opened = await openAt('/fms/price/customer-price?kind=sales', <PriceListPage />, answer, { permissions });
    expect(opened.posted('fms/price/search').at(-1)).toMatchObject({
      criteria: { kind: 'customer', status: null, keyword: null, productId: null },
    });
  }, 30_000);
});
