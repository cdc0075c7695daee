import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { byTestId, mount, prepareDom, serveApi } from '#web/components/progress/jsdom-kit.tsx';
import { GoodsDescPicker } from './GoodsDescPicker.tsx';

/** The picker shows at most 20 favourite tags from the user setting and takes a favourite as a choice. */

const favourites = Array.from({ length: 25 }, (_, i) => `g${i}`);

function serve() {
  serveApi((path) => {
    if (path.startsWith('common/userSetting/current'))
      return { content: ['Shoes', ...favourites], type: 'goodsDescFavourites', businessKey: 'lms' };
    if (path.startsWith('lms/waybill/orderGoodsDescs')) return [];
    return null;
  });
}

const wait = () => act(async () => new Promise((r) => setTimeout(r, 20)));

let unmount: () => Promise<void>;
beforeAll(prepareDom);
afterEach(async () => {
  await unmount();
  vi.unstubAllGlobals();
});

describe('GoodsDescPicker', () => {
  it('opens the dialog with at most 20 favourite tags; a tag is chosen and OK hands the names over', async () => {
    serve();
    const onChange = vi.fn();
    const client = new QueryClient();
    unmount = await mount(
      <QueryClientProvider client={client}>
        <GoodsDescPicker value={['Clothes']} onChange={onChange} />
      </QueryClientProvider>,
    );
    expect(byTestId('goods-desc-picker')?.textContent).toContain('Clothes');
    await act(async () => byTestId('goods-desc-picker-open')!.click());
    await wait();
    const tags = document.querySelectorAll('[data-testid="goods-desc-favourite"]');
    expect(tags).toHaveLength(20);
    expect(tags[0]?.textContent).toContain('Shoes');
    await act(async () => (tags[0] as HTMLElement).click());
    await act(async () => byTestId('goods-desc-ok')!.click());
    expect(onChange).toHaveBeenCalledWith(['Clothes', 'Shoes']);
  });
});
