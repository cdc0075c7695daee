import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, mount, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { rowMessages } from './price-sub-data.ts';
import { ServiceFeeEditor } from './ServiceFeeEditor.tsx';
import { click, rowCount, SubHarness, type } from './sub-editor-test-kit.tsx';

let unmount: () => Promise<void>;
beforeAll(prepareDom);
afterEach(async () => unmount());

describe('ServiceFeeEditor', () => {
  it('adds a row, names its empty subject and percentage, and takes the row once both are filled', async () => {
    unmount = await mount(
      <SubHarness
        render={(rows, onChange, problems) => (
          <ServiceFeeEditor
            value={rows.serviceFees}
            onChange={(serviceFees) => onChange({ ...rows, serviceFees })}
            messages={rowMessages(problems, 'serviceFees')}
          />
        )}
      />,
    );
    await click('service-fee-add');
    expect(rowCount('service-fee')).toBe(1);
    expect(byTestId('service-fee-message-0')?.textContent).toBe(
      'Service fee row 1: Subject cannot be empty; Service fee row 1: Append percentage cannot be empty',
    );
    await type('service-fee-subject-0', 'insurance');
    expect(byTestId('service-fee-message-0')?.textContent).toBe(
      'Service fee row 1: Append percentage cannot be empty',
    );
    await type('service-fee-percent-0', '1.5');
    expect(byTestId('service-fee-message-0')).toBeNull();
  });
});
