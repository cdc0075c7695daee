import { describe, expect, it } from 'vitest';
import { splitNumbers } from '../waybill/drawer-rules.ts';
import { AuditStatus } from '../waybill/waybill-enums.ts';
import {
  DOCUMENT_AUDIT_TAB_STATUSES,
  documentIdsQuery,
  numberOfFileName,
  printTaskCreatePayload,
} from './documents.ts';

describe('documents', () => {
  it('a file name stands for the number before its extension', () => {
    expect(numberOfFileName('FD2611220001.pdf')).toBe('FD2611220001');
    expect(numberOfFileName('C:\\scans\\REF-9.invoice.PDF')).toBe('REF-9.invoice');
    expect(numberOfFileName('archive/REF-1.tar.gz')).toBe('REF-1');
    expect(numberOfFileName('NOEXT')).toBe('NOEXT');
  });

  it('pasted numbers split on spaces, lines and commas without repeats', () => {
    expect(splitNumbers(' A1, A2\nA1；A3  A4 ')).toEqual(['A1', 'A2', 'A3', 'A4']);
  });

  it('ids of a label request: comma separated uuids, at most 500', () => {
    const id = '5f0c9a9e-1111-4111-8111-111111111111';
    expect(documentIdsQuery.parse({ ids: `${id}, ${id}` }).ids).toEqual([id]);
    expect(documentIdsQuery.safeParse({ ids: 'x' }).success).toBe(false);
    const many = Array.from(
      { length: 501 },
      (_, i) => `5f0c9a9e-1111-4111-8111-${String(i).padStart(12, '0')}`,
    );
    expect(documentIdsQuery.safeParse({ ids: many.join(',') }).success).toBe(false);
  });

  it('a print task needs ids or numbers', () => {
    expect(printTaskCreatePayload.safeParse({ type: 'label' }).success).toBe(false);
    expect(printTaskCreatePayload.safeParse({ type: 'label', numbers: '  ' }).success).toBe(false);
    expect(printTaskCreatePayload.safeParse({ type: 'invoice', numbers: 'A1' }).success).toBe(true);
  });

  it('every audit status but cancel belongs to exactly one tab', () => {
    const all = Object.values(DOCUMENT_AUDIT_TAB_STATUSES).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual([AuditStatus.none, AuditStatus.wait, AuditStatus.audited, AuditStatus.denied]);
  });
});
