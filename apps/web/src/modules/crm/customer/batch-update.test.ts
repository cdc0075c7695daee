import { describe, expect, it } from 'vitest';
import { batchUpdateValues } from './batch-update.ts';

describe('batchUpdateValues', () => {
  it('sends only what the user set', () => {
    expect(batchUpdateValues({}, new Set())).toEqual({});
    expect(
      batchUpdateValues(
        { level: 'B', detainStatus: 'unchanged', autoArrearsDetain: 'no', chargeBillAutoConfirm: 'yes' },
        new Set(),
      ),
    ).toEqual({ level: 'B', autoArrearsDetain: false, chargeBillAutoConfirm: true });
  });

  it('sends a multi-select once touched, an emptied one as an empty list', () => {
    expect(batchUpdateValues({ enableSysCodes: ['LMS'], features: [] }, new Set(['enableSysCodes']))).toEqual(
      {
        enableSysCodes: ['LMS'],
      },
    );
    expect(batchUpdateValues({ features: undefined }, new Set(['features']))).toEqual({ features: [] });
  });
});
