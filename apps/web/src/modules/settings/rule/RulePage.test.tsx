import { defineEntity, field, l, ruleEntity, ruleField, ruleFields } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { byTestId, prepareDom, serveApi } from '#web/components/progress/jsdom-kit.tsx';
import { mountAt, signInStaff, staffSessionAnswer, until } from '#web/components/resource/list-test-kit.tsx';
import { RulePage } from './RulePage.tsx';

/** The screen every rule kind shares: conditions column, condition editor in the form, dry runs. */

const entity = defineEntity({
  ...ruleEntity('sampleRule', 'sample-rule'),
  title: l('Sample rule', 'Sample rule', 'Sample rule'),
  fields: ruleFields({ code: field.text(l('Code', 'Code', 'Code'), { max: 20, required: true }) }),
});

const RECORD = {
  id: 'r1',
  version: 0,
  enabled: true,
  name: 'US heavy',
  priority: 10,
  code: 'A1',
  continueAfterMatch: false,
  condition: { all: [{ field: 'destinationCountry', op: 'eq', value: 'US' }] },
};

const ANSWER = {
  checked: 2,
  matched: 1,
  applied: 1,
  rows: [
    {
      id: 'w1',
      waybillNo: 'FD001',
      matched: true,
      applies: true,
      facts: { destinationCountry: 'US' },
      outcome: 'Code A1',
    },
    {
      id: 'w2',
      waybillNo: 'FD002',
      matched: false,
      applies: false,
      facts: { destinationCountry: 'GB' },
      outcome: null,
    },
  ],
};

const runs: unknown[] = [];
beforeAll(prepareDom);
beforeEach(async () => {
  runs.length = 0;
  serveApi((path, body) => {
    if (path.startsWith('basic/sampleRule/search')) return { records: [RECORD], total: 1, page: 1, size: 50 };
    if (path.startsWith('basic/sampleRule/dryRun')) {
      runs.push(body);
      return ANSWER;
    }
    const p = entity.permission;
    return staffSessionAnswer(path, [p, `${p}:insert`, `${p}:update`]);
  });
  await signInStaff();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const press = (el: HTMLElement) => act(async () => el.click());
const countsShown = () => byTestId('rule-dry-run-counts')?.textContent ?? '';

describe('RulePage', () => {
  it('lists the fields a rule tests and dry-runs a saved rule by its id', async () => {
    const screen = await mountAt('/setting/control/sample-rule', <RulePage entity={entity} />);
    const country = ruleField('destinationCountry')!.label['en-US'];
    await until(() => document.body.textContent?.includes('US heavy') ?? false);
    expect(document.querySelector('tbody')!.textContent).toContain(country);
    await press(document.querySelector<HTMLElement>('tr[data-row-key="r1"] .ant-checkbox-input')!);
    await press(byTestId('resource-dryRun')!);
    await until(() => Boolean(byTestId('rule-dry-run')));
    await press(byTestId('rule-dry-run')!);
    await until(() => countsShown() !== '');
    expect(runs).toEqual([{ id: 'r1', limit: 100 }]);
    expect(countsShown()).toBe('2 checked, 1 match the conditions, the rule applies to 1');
    expect(byTestId('rule-dry-run-result')!.textContent).toContain('Code A1');
    expect(byTestId('rule-dry-run-result')!.textContent).toContain(`${country}: GB`);
    await screen.unmount();
  });

  it('edits the condition with the condition editor and dry-runs the values being edited', async () => {
    const screen = await mountAt('/setting/control/sample-rule', <RulePage entity={entity} />);
    await until(() => Boolean(byTestId('resource-create')));
    await press(byTestId('resource-create')!);
    await until(() => Boolean(byTestId('rule-condition-root-group')));
    expect(document.body.textContent).toContain('No conditions: every waybill matches');
    await press(byTestId('rule-condition-root-add-condition')!);
    await press(byTestId('rule-dry-run')!);
    await until(() => countsShown() !== '');
    const sent = runs[0] as { id?: string; rule: { condition: unknown; priority: number } };
    expect(sent.id).toBeUndefined();
    expect(sent.rule.priority).toBe(100);
    expect(sent.rule.condition).toMatchObject({ all: [{ field: expect.any(String) }] });
    await screen.unmount();
  });
});
