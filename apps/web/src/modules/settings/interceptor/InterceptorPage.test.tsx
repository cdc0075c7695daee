import { interceptor, PAGE_SIZE } from '@freightdesk/domain';
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { InterceptorPage } from './InterceptorPage.tsx';

/** The interceptor screen: the rule screen with the intercept type as a coloured tag and the condition editor. */

beforeAll(prepareDom);

const ROWS = [
  {
    id: 'i1',
    version: 0,
    enabled: true,
    name: 'US over 30 kg',
    priority: 1,
    points: ['order'],
    interceptType: 'confirm',
    tip: 'Check the invoice',
    condition: { all: [{ field: 'destinationCountry', op: 'eq', value: 'US' }] },
  },
  {
    id: 'i2',
    version: 0,
    enabled: true,
    name: 'Batteries',
    priority: 2,
    points: ['receive', 'send'],
    interceptType: 'block',
    tip: 'No batteries',
    condition: { all: [] },
  },
];

describe('InterceptorPage', () => {
  it('lists the intercept type as a coloured tag and creates with the condition editor', async () => {
    const opened = await openAt(
      '/setting/control/interceptor',
      <InterceptorPage />,
      (path) => {
        if (path.startsWith(`${interceptor.api}/search`))
          return { records: ROWS, total: ROWS.length, page: 1, size: PAGE_SIZE };
        if (path.startsWith(`${interceptor.api}/statusGroup`)) return { all: 2, enabled: 2, disabled: 0 };
        return null;
      },
      { permissions: [interceptor.permission, `${interceptor.permission}:insert`] },
    );
    const confirm = byTestId('intercept-type-confirm')!;
    expect(confirm.textContent).toBe('Confirm');
    expect(confirm.className).toContain('orange');
    expect(byTestId('intercept-type-block')!.className).toContain('red');
    expect(document.body.textContent).toContain('Destination country');

    await act(async () => byTestId('resource-create')!.click());
    await settle();
    expect(byTestId('resource-form')).toBeTruthy();
    expect(byTestId('rule-condition-root-group')).toBeTruthy();
    expect(byTestId('rule-dry-run')).toBeTruthy();
    await opened.unmount();
  }, 30_000);
});
