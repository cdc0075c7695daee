import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, mount, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { rowMessages } from './price-sub-data.ts';
import { SpecialFreightEditor } from './SpecialFreightEditor.tsx';
import { click, confirm, rowCount, SubHarness, type } from './sub-editor-test-kit.tsx';

let unmount: () => Promise<void>;
beforeAll(prepareDom);
afterEach(async () => unmount());

describe('SpecialFreightEditor', () => {
  it('adds a row, names its missing formula, takes it once typed, and removes the row after confirming', async () => {
    unmount = await mount(
      <SubHarness
        render={(rows, onChange, problems) => (
          <SpecialFreightEditor
            value={rows.specialFreights}
            onChange={(specialFreights) => onChange({ ...rows, specialFreights })}
            zones={['A', 'B']}
            messages={rowMessages(problems, 'specialFreights')}
          />
        )}
      />,
    );
    expect(document.body.textContent).toContain('chargeWeight');
    await click('special-freight-add');
    expect(rowCount('special-freight')).toBe(1);
    expect(byTestId('special-freight-message-0')?.textContent).toBe(
      'Special freight row 1: Formula cannot be empty',
    );
    await type('special-freight-formula-0', 'max(chargeWeight * 12, 50)');
    expect(byTestId('special-freight-message-0')).toBeNull();
    await click('special-freight-remove-0');
    await confirm();
    expect(rowCount('special-freight')).toBe(0);
  });
});
