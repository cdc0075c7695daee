import { Form, Input } from 'antd';
import { act, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, mount, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { SearchFormCard, SearchItem } from './SearchFormCard.tsx';

/** The search card of the custom list screens, driven as a user would. */

type Criteria = { no?: string };

function Harness() {
  const [form] = Form.useForm<Criteria>();
  const [criteria, setCriteria] = useState<Criteria>({});
  const [page, setPage] = useState(1);
  const search = (values: Criteria) => {
    setCriteria(values);
    setPage(1);
  };
  return (
    <>
      <SearchFormCard form={form} onSearch={search} onReset={() => search({})} submitTestId="submit">
        <SearchItem name="no" label="Number">
          <Input data-testid="no" />
        </SearchItem>
      </SearchFormCard>
      <button type="button" data-testid="page-3" onClick={() => setPage(3)} />
      <output data-testid="state">{JSON.stringify({ criteria, page })}</output>
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

describe('SearchFormCard', () => {
  it('searching hands over the criteria (the list goes back to page 1); reset clears the form and calls onReset', async () => {
    unmount = await mount(<Harness />);
    expect(state()).toEqual({ criteria: {}, page: 1 });
    await click(byTestId('page-3')!);
    expect(state()).toMatchObject({ page: 3 });

    await type('FD001');
    await click(byTestId('submit')!);
    await settle();
    expect(state()).toEqual({ criteria: { no: 'FD001' }, page: 1 });

    await click(byTestId('page-3')!);
    const reset = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Reset'))!;
    await click(reset);
    await settle();
    expect(state()).toEqual({ criteria: {}, page: 1 });
    expect((byTestId('no') as HTMLInputElement).value).toBe('');
  }, 30_000); // the first render loads antd's form and table code
});
