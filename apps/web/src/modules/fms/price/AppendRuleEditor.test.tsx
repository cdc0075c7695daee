import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, mount, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { AppendRuleEditor } from './AppendRuleEditor.tsx';
import { rowMessages } from './price-sub-data.ts';
import { click, confirm, rowCount, SubHarness, type } from './sub-editor-test-kit.tsx';

let unmount: () => Promise<void>;
beforeAll(prepareDom);
afterEach(async () => unmount());

describe('AppendRuleEditor', () => {
  it('adds a percent rule, asks for its value, takes it, and removes the row after confirming', async () => {
    unmount = await mount(
      <SubHarness
        render={(rows, onChange, problems) => (
          <AppendRuleEditor
            value={rows.appendRules}
            onChange={(appendRules) => onChange({ ...rows, appendRules })}
            zones={['A']}
            subjects={['freight', 'remote']}
            messages={rowMessages(problems, 'appendRules')}
          />
        )}
      />,
    );
    expect(document.body.textContent).toContain('base');
    await click('append-rule-add');
    expect(rowCount('append-rule')).toBe(1);
    expect(byTestId('append-rule-message-0')?.textContent).toBe(
      'Append-price rule row 1: the value cannot be empty',
    );
    await type('append-rule-value-0', '10');
    expect(byTestId('append-rule-message-0')).toBeNull();
    await type('append-rule-end-0', '5');
    await type('append-rule-start-0', '8');
    expect(byTestId('append-rule-message-0')?.textContent).toBe(
      'Append-price rule row 1: the end weight must be greater than the start weight',
    );
    await click('append-rule-remove-0');
    await confirm();
    expect(rowCount('append-rule')).toBe(0);
  });
});
