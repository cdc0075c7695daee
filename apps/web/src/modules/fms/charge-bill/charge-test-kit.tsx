import { act } from 'react';
import { byTestId } from '#web/components/progress/jsdom-kit.tsx';

/** jsdom helpers of the receipt screens' tests: typing, picking antd options, waiting. */
export const wait = (ms = 60) => act(async () => new Promise((r) => setTimeout(r, ms)));

const setValue = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  const proto =
    el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
};

/** Types into the input or text area with a test id (or inside it). */
export async function typeInto(testId: string, value: string) {
  const host = byTestId(testId)!;
  const el =
    host instanceof HTMLInputElement || host instanceof HTMLTextAreaElement
      ? host
      : host.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')!;
  await act(async () => setValue(el, value));
  await wait();
}

/** Opens the antd select with a test id and picks the option with the given text. */
export async function pick(testId: string, text: string) {
  const host = byTestId(testId)!;
  const select = host.closest('.ant-select') ?? host;
  const trigger = select.querySelector('.ant-select-selector') ?? select;
  await act(async () => {
    trigger.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  await wait(150);
  const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
    (o) => o.textContent?.trim() === text,
  );
  if (!option)
    throw new Error(
      `no option ${text} in [${[...document.querySelectorAll('.ant-select-item-option, .ant-select-item')].map((o) => o.textContent).join('|')}] ${select.className}`,
    );
  await act(async () => option.click());
  await wait();
}

/** Chooses files in the open upload dialog and uploads them. */
export async function uploadInDialog(names: string[]) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  await act(async () => {
    Object.defineProperty(input, 'files', {
      configurable: true,
      value: names.map((n) => new File(['x'], n, { type: 'image/png' })),
    });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await wait();
  await act(async () => byTestId('upload-ok')!.click());
  await wait(150);
}

/** The JSON bodies posted to a path (below /api/). */
export function postedTo(
  fetchMock: { mock: { calls: unknown[][] } },
  path: string,
): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(
      ([u, init]) =>
        String(u)
          .replace(/^\/api\//, '')
          .startsWith(path) && typeof (init as RequestInit)?.body === 'string',
    )
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);
}
