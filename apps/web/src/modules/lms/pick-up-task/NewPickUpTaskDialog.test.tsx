import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { byTestId, mount, prepareDom, serveApi } from '#web/components/progress/jsdom-kit.tsx';
import { NewPickUpTaskDialog } from './NewPickUpTaskDialog.tsx';

/** OK with empty fields shows the fields' messages: no uncaught error, no request (issue 13 §5). */

const wait = () => act(async () => new Promise((r) => setTimeout(r, 50)));
const calls: string[] = [];
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

let unmount: () => Promise<void>;
beforeAll(prepareDom);
afterEach(async () => {
  await unmount();
  process.off('unhandledRejection', onRejection);
  vi.unstubAllGlobals();
});

describe('NewPickUpTaskDialog', () => {
  it('answers OK with empty fields by the messages of the empty fields', async () => {
    process.on('unhandledRejection', onRejection);
    serveApi((path) => {
      calls.push(path);
      if (path.startsWith('lms/waybill/search')) return { records: [], total: 0 };
      return null;
    });
    unmount = await mount(
      <QueryClientProvider client={new QueryClient()}>
        <NewPickUpTaskDialog open staff={false} onClose={() => undefined} onCreated={() => undefined} />
      </QueryClientProvider>,
    );
    await wait();
    await act(async () => byTestId('pick-up-new-ok')!.click());
    await wait();
    const errors = [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
    expect(errors).toEqual([
      'Pick-up address cannot be empty',
      'Contact cannot be empty',
      'Phone cannot be empty',
    ]);
    expect(rejections).toEqual([]);
    expect(calls.some((p) => p.startsWith('lms/pickUpTask/newTask'))).toBe(false);
  });
});
