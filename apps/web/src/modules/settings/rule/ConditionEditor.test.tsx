import { type RuleGroup, type RuleNode, validateRuleCondition } from '@freightdesk/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { byTestId, mount, prepareDom, serveApi } from '#web/components/progress/jsdom-kit.tsx';
import { ConditionEditor } from './ConditionEditor.tsx';

/** The condition editor: groups, conditions, operators by kind, value inputs, issues under their input. */

const wait = (ms = 60) => act(async () => new Promise((r) => setTimeout(r, ms)));

async function open(testId: string) {
  const host = byTestId(testId)!;
  const select = host.closest('.ant-select') ?? host;
  const trigger = select.querySelector('.ant-select-selector') ?? select;
  await act(async () => {
    trigger.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  await wait(150);
}

/** The options of the open dropdown. */
const openOptions = () =>
  [...document.querySelectorAll('.ant-select-dropdown')]
    .filter((d) => !/-leave|-hidden/.test(d.className))
    .flatMap((d) => [...d.querySelectorAll<HTMLElement>('.ant-select-item-option')]);

async function pick(testId: string, text: string) {
  await open(testId);
  const options = openOptions();
  const option = options.find((o) => o.textContent?.trim() === text);
  if (!option) throw new Error(`no option ${text} in [${options.map((o) => o.textContent).join('|')}]`);
  await act(async () => option.click());
  await wait();
}

async function typeInto(testId: string, value: string) {
  const host = byTestId(testId)!;
  const el = host instanceof HTMLInputElement ? host : host.querySelector<HTMLInputElement>('input')!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await wait();
}

const click = (testId: string) => act(async () => byTestId(testId)!.click());

let current: RuleGroup;
function Harness({ start }: { start: RuleGroup }) {
  const [value, setValue] = useState(start);
  current = value;
  return <ConditionEditor value={value} onChange={setValue} issues={validateRuleCondition(value)} />;
}

let unmount: () => Promise<void>;
async function render(start: RuleGroup) {
  serveApi((path) =>
    path.startsWith('lms/waybill/orderOptions')
      ? {
          products: [],
          countries: [
            { code: 'US', nameCn: 'x', nameEn: 'United States', nameVi: null, isEu: false },
            { code: 'DE', nameCn: 'x', nameEn: 'Germany', nameVi: null, isEu: true },
          ],
        }
      : [],
  );
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

const R = 'rule-condition';

describe('ConditionEditor', () => {
  it('adds a condition, limits the operators to the field kind and shows a range as two inputs', async () => {
    await render({ all: [] });
    expect(byTestId(`${R}-root-group`)?.textContent).toContain('No conditions: every waybill matches');
    expect(byTestId(`${R}-root-add-condition`)?.tagName).toBe('BUTTON');
    await click(`${R}-root-add-condition`);
    expect(current).toEqual({ all: [{ field: 'waybillNo', op: 'eq', value: '' }] });
    // an empty value is refused under the value input
    expect(byTestId(`${R}-all.0-condition`)?.textContent).toContain('Enter a value for Waybill no');

    await pick(`${R}-all.0-field`, 'Is in arrears');
    expect(current).toEqual({ all: [{ field: 'isArrears', op: 'eq', value: true }] });
    await open(`${R}-all.0-op`);
    expect(openOptions().map((o) => o.textContent)).toEqual(['equals', 'does not equal']);
    await act(async () => openOptions()[1]!.click());
    expect(current).toEqual({ all: [{ field: 'isArrears', op: 'ne', value: true }] });

    await pick(`${R}-all.0-field`, 'Charge weight');
    await pick(`${R}-all.0-op`, 'between');
    expect(byTestId(`${R}-all.0-value-min`)).not.toBeNull();
    expect(byTestId(`${R}-all.0-condition`)?.textContent).toContain('kg');
    await typeInto(`${R}-all.0-value-min`, '5');
    await typeInto(`${R}-all.0-value-max`, '1');
    expect(current).toEqual({ all: [{ field: 'chargeWeight', op: 'between', value: ['5', '1'] }] });
    expect(byTestId(`${R}-all.0-condition`)?.textContent).toContain(
      'The minimum of Charge weight cannot be greater than its maximum',
    );
    await typeInto(`${R}-all.0-value-max`, '30');
    expect(byTestId(`${R}-all.0-condition`)?.querySelector('[role="alert"]')).toBeNull();

    await pick(`${R}-all.0-op`, 'is empty');
    expect(current).toEqual({ all: [{ field: 'chargeWeight', op: 'isEmpty', value: undefined }] });
    expect(byTestId(`${R}-all.0-value`)).toBeNull();
    expect(byTestId(`${R}-all.0-value-min`)).toBeNull();
  });

  it('nests groups, switches all/any and removes conditions and groups', async () => {
    await render({ all: [{ field: 'destinationCountry', op: 'eq', value: 'US' }] });
    await click(`${R}-root-add-group`);
    expect(current).toEqual({ all: [{ field: 'destinationCountry', op: 'eq', value: 'US' }, { all: [] }] });
    await act(async () => {
      byTestId(`${R}-all.1-mode`)!.querySelectorAll<HTMLInputElement>('input')[1]!.click();
    });
    expect((current as { all: RuleNode[] }).all[1]).toEqual({ any: [] });
    expect(byTestId(`${R}-all.1-group`)?.textContent).toContain('No conditions: no waybill matches');
    await click(`${R}-all.1-add-condition`);
    expect((current as { all: RuleNode[] }).all[1]).toEqual({
      any: [{ field: 'waybillNo', op: 'eq', value: '' }],
    });
    await click(`${R}-all.1.any.0-remove`);
    expect((current as { all: RuleNode[] }).all[1]).toEqual({ any: [] });
    await click(`${R}-all.1-remove`);
    await click(`${R}-all.0-remove`);
    expect(current).toEqual({ all: [] });
  });

  it('picks countries by code and enum values from their options', async () => {
    await render({ all: [{ field: 'destinationCountry', op: 'in', value: [] }] });
    expect(byTestId(`${R}-all.0-condition`)?.textContent).toContain(
      'Choose at least one value for Destination country',
    );
    await wait(100);
    await pick(`${R}-all.0-value`, 'DE Germany');
    expect(current).toEqual({ all: [{ field: 'destinationCountry', op: 'in', value: ['DE'] }] });
    await pick(`${R}-all.0-field`, 'Customer level');
    await pick(`${R}-all.0-value`, 'Level B');
    expect(current).toEqual({ all: [{ field: 'customerLevel', op: 'eq', value: 'B' }] });
  });
});
