import { describe, expect, it } from 'vitest';
import { JOB_ACTION_LABELS, jobActionOf } from './notify-labels.ts';

describe('the action a finished job is named by', () => {
  it('groups the job types: exports, import checks, confirmed imports, recalculations, anything else', () => {
    expect(
      ['export', 'lmsWaybillExport', 'import', 'confirmImport', 'lmsFeeRecalculate', 'statementMake'].map(
        jobActionOf,
      ),
    ).toEqual(['export', 'export', 'import', 'confirmImport', 'recalculate', 'other']);
  });

  it('has a name in the three languages for each', () => {
    for (const label of Object.values(JOB_ACTION_LABELS))
      expect(Object.keys(label).sort()).toEqual(['en-US', 'vi-VN', 'zh-CN']);
  });
});
