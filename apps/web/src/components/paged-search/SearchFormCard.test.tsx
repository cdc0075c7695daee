import { Form, Input } from 'antd';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, mount, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { SearchFormCard, SearchItem } from './SearchFormCard.tsx';
import { usePagedSearch } from './use-paged-search.ts';

/** The search card and the paged-search state of the custom list screens, driven as a user would. */

type Criteria = { no?: string };

function Harness() {
  const [form] = Form.useForm<Criteria>();
  const paging = usePagedSearch<Criteria>(20);
  const pagination = paging.pagination(95);
  return (
    <>
      <SearchFormCard form={form} onSearch={paging.search} onReset={paging.reset} submitTestId="submit">
        <SearchItem name="no" label="Number">
          <Input data-testid="no" />
        </SearchItem>
      </SearchFormCard>
      <button type="button" data-testid="page-3" onClick={() => pagination.onChange(3)} />
      <output data-testid="state">
        {JSON.stringify({ criteria: paging.criteria, page: pagination.current, size: pagination.pageSize })}
      </output>
    </>
  );
}

const state = () => JSON.parse(byTestId('state')!.textContent!) as Record<string, unknown>;
const click = async (el: HTMLElement) => act(async () => el.click());
const type = async (value: string) =>
  act(async () => {
    const input = byTestId('no') as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
/** Form submission validates asynchronously: let it settle. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 50)));

let unmount: () => Promise<void>;
beforeAll(prepareDom);
afterEach(async () => unmount());

describe('SearchFormCard with usePagedSearch', () => {
  it('searching sets the criteria and goes back to page 1; reset clears the form and the criteria', async () => {
    unmount = await mount(<Harness />);
    expect(state()).toEqual({ criteria: {}, page: 1, size: 20 });
    await click(byTestId('page-3')!);
    expect(state()).toMatchObject({ page: 3 });

    await type('FD001');
    await click(byTestId('submit')!);
    await settle();
    expect(state()).toEqual({ criteria: { no: 'FD001' }, page: 1, size: 20 });

    await click(byTestId('page-3')!);
    const reset = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Reset'))!;
    await click(reset);
    await settle();
    expect(state()).toEqual({ criteria: {}, page: 1, size: 20 });
    expect((byTestId('no') as HTMLInputElement).value).toBe('');
  }, 30_000); // the first render loads antd's form and table code
});
