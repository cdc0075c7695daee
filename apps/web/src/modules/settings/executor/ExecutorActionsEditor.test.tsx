import type { ExecutorAction } from '@freightdesk/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { byTestId, mount, prepareDom, serveApi } from '#web/components/progress/jsdom-kit.tsx';
import { ExecutorActionsEditor } from './ExecutorActionsEditor.tsx';

/** The executor's actions editor: rows per type, their inputs, the row problems under the rows. */

const wait = (ms = 60) => act(async () => new Promise((r) => setTimeout(r, ms)));

const openOptions = () =>
  [...document.querySelectorAll('.ant-select-dropdown')]
    .filter((d) => !/-leave|-hidden/.test(d.className))
    .flatMap((d) => [...d.querySelectorAll<HTMLElement>('.ant-select-item-option')]);

async function pick(testId: string, text: string) {
  const host = byTestId(testId)!;
  const select = host.closest('.ant-select') ?? host;
  const trigger = select.querySelector('.ant-select-selector') ?? select;
  await act(async () => {
    trigger.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  await wait(150);
  const option = openOptions().find((o) => o.textContent?.trim() === text);
  if (!option)
    throw new Error(
      `no option ${text} in [${openOptions()
        .map((o) => o.textContent)
        .join('|')}]`,
    );
  await act(async () => option.click());
  await wait();
}

async function typeInto(testId: string, value: string) {
  const host = byTestId(testId)!;
  const el =
    host instanceof HTMLInputElement || host instanceof HTMLTextAreaElement
      ? host
      : host.querySelector<HTMLInputElement>('input, textarea')!;
  const proto =
    el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await wait();
}

const click = (el: HTMLElement) => act(async () => el.click());
const clickLabel = (testId: string, text: string) =>
  click(
    [...byTestId(testId)!.querySelectorAll<HTMLElement>('label')].find(
      (l) => l.textContent?.trim() === text,
    )!,
  );
const issue = () => byTestId('executor-actions-issue')?.textContent ?? null;

let current: ExecutorAction[];
function Harness({ start }: { start: ExecutorAction[] }) {
  const [value, setValue] = useState<unknown>(start);
  current = value as ExecutorAction[];
  return <ExecutorActionsEditor value={value} onChange={setValue} />;
}

let unmount: () => Promise<void>;
async function render(start: ExecutorAction[] = []) {
  serveApi(() => ({ records: [], total: 0, page: 1, size: 200 }));
  unmount = await mount(
    <QueryClientProvider client={new QueryClient()}>
      <Harness start={start} />
    </QueryClientProvider>,
  );
}

beforeAll(prepareDom);
afterEach(async () => {
  await unmount();
  vi.unstubAllGlobals();
});

describe('ExecutorActionsEditor', () => {
  it('adds a fill row and names what it lacks until it is complete', async () => {
    await render();
    expect(byTestId('executor-actions')?.textContent).toContain('No actions yet');
    await click(byTestId('executor-add-action')!);
    expect(current).toEqual([{ type: 'fillField', field: '', valueType: 'fixed', value: '' }]);
    expect(issue()).toBe('Action row 1: System field cannot be empty');
    await pick('executor-action-0-field', 'Order remark');
    expect(issue()).toBe('Action row 1: Value cannot be empty');
    await typeInto('executor-action-0-value', 'VIP');
    expect(current).toEqual([{ type: 'fillField', field: 'orderRemark', valueType: 'fixed', value: 'VIP' }]);
    expect(issue()).toBeNull();
    await clickLabel('executor-action-0-valueType', 'Number segment');
    expect(current[0]).toMatchObject({ valueType: 'numberSegment', value: '' });
  });

  it('turns a row into a notification: recipients, content, colour; a customer notice needs content', async () => {
    await render([{ type: 'fillField', field: 'orderRemark', valueType: 'fixed', value: 'VIP' }]);
    await pick('executor-action-0-type', 'Notify');
    expect(current[0]).toMatchObject({ type: 'notify', way: 'site', recipients: [], colour: 'default' });
    await clickLabel('executor-action-0-recipients', 'the customer');
    expect(issue()).toBe('Action row 1: the customer notification has no content');
    await typeInto('executor-action-0-content', 'Waybill {waybillNo} is {status}');
    await click(byTestId('executor-action-0-colour-red')!.closest('label')!);
    expect(current[0]).toMatchObject({
      recipients: ['customer'],
      content: 'Waybill {waybillNo} is {status}',
      colour: 'red',
    });
    expect(issue()).toBeNull();
    await clickLabel('executor-action-0-recipients', 'chosen employees');
    expect(byTestId('executor-action-0-employees')).not.toBeNull();
    expect(issue()).toBe('Action row 1: Employees cannot be empty');
  });

  it('edits a webhook with headers and removes rows', async () => {
    await render([{ type: 'formatPostcode' }, { type: 'webhook', url: '', headers: [] }]);
    await typeInto('executor-action-1-url', 'https://hooks.example.com/in');
    await click(byTestId('executor-action-1-add-header')!);
    const [name, value] = [
      ...byTestId('executor-action-1')!.querySelectorAll<HTMLInputElement>('input[aria-label]'),
    ];
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(name, 'X-Token');
      name!.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(value, 'abc');
      value!.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(current[1]).toEqual({
      type: 'webhook',
      url: 'https://hooks.example.com/in',
      headers: [{ name: 'X-Token', value: 'abc' }],
    });
    await click(byTestId('executor-action-0-remove')!);
    expect(current.map((a) => a.type)).toEqual(['webhook']);
  });
});
