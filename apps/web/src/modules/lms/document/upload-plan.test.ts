import type { UploadMatch } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { applyOutcomes, chunks, planUploads } from './upload-plan.ts';

const match = (name: string, waybillId: string | null, hasInvoice = false): UploadMatch => ({
  name,
  number: name.replace(/\.[^.]+$/, ''),
  waybillId,
  waybillNo: waybillId ? `FD-${waybillId}` : null,
  hasInvoice,
});

describe('upload centre plan', () => {
  it('marks ready, unmatched, bad files, waybills holding an invoice and a second file for one waybill', () => {
    const files = [
      { uid: '1', name: 'A.pdf', size: 10 },
      { uid: '2', name: 'X.pdf', size: 10 },
      { uid: '3', name: 'B.exe', size: 10 },
      { uid: '4', name: 'C.pdf', size: 10 },
      { uid: '5', name: 'A.jpg', size: 10 },
    ];
    const rows = planUploads(
      files,
      [
        match('A.pdf', 'a'),
        match('X.pdf', null),
        match('B.exe', 'b'),
        match('C.pdf', 'c', true),
        match('A.jpg', 'a'),
      ],
      'en-US',
    );
    expect(rows.map((r) => r.state)).toEqual(['ready', 'unmatched', 'badFile', 'hasInvoice', 'duplicate']);
    expect(rows[1]!.reason).toBe('File X.pdf matches no waybill');
    expect(rows[3]!.reason).toBe(
      'Waybill FD-c already has a customer invoice; only one customer invoice is allowed',
    );
  });

  it('outcomes mark files attached or refused with the server message', () => {
    const rows = planUploads(
      [
        { uid: '1', name: 'A.pdf', size: 1 },
        { uid: '2', name: 'B.pdf', size: 1 },
      ],
      [match('A.pdf', 'a'), match('B.pdf', 'b')],
      'en-US',
    );
    const after = applyOutcomes(rows, [
      { uid: '1', fileId: 'f1', waybillId: 'a', ok: true, message: null },
      { uid: '2', fileId: 'f2', waybillId: 'b', ok: false, message: 'nope' },
    ]);
    expect(after.map((r) => [r.state, r.reason])).toEqual([
      ['attached', null],
      ['refused', 'nope'],
    ]);
  });

  it('uploads go five files at a time', () => {
    expect(chunks([1, 2, 3, 4, 5, 6, 7]).map((c) => c.length)).toEqual([5, 2]);
  });
});
