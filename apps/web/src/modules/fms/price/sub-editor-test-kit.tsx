import i18next from 'i18next';
import { act, type ReactNode, useState } from 'react';
import { byTestId } from '#web/components/progress/jsdom-kit.tsx';
import { emptyValues, writeOf } from './price-form.ts';
import {
  emptySubRows,
  type PriceProblem,
  priceBodyProblems,
  type SubRows,
  subRowsPayload,
} from './price-sub-data.ts';

/** Test support of the sub-data editors: rows held in state and checked as the form checks them on save. */

type Render = (rows: SubRows, onChange: (rows: SubRows) => void, problems: PriceProblem[]) => ReactNode;

export function SubHarness({ render }: { render: Render }) {
  const [rows, setRows] = useState<SubRows>(emptySubRows);
  const body = {
    ...writeOf(
      'customer',
      { ...emptyValues('2026-05-01T00:00:00.000Z'), productId: 'P1' },
      { zones: [], rows: [] },
    ),
    ...subRowsPayload(rows),
  };
  const problems = priceBodyProblems(body, 'en-US', (f) => i18next.t(`priceForm.${f}`));
  return <>{render(rows, setRows, problems)}</>;
}

export const click = async (id: string) => act(async () => byTestId(id)!.click());

/** Types into an input (React sees the native input event). */
export const type = async (id: string, value: string) =>
  act(async () => {
    const input = byTestId(id) as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });

/** Confirms the open confirm dialog. */
export const confirm = async () => {
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  await click('confirm-ok');
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
};

export const rowCount = (testId: string) =>
  document.querySelectorAll(`[data-testid="${testId}"] tbody tr.ant-table-row`).length;
