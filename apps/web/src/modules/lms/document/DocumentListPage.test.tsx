import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { inputValue, type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { DocumentAuditPage, MakeDocumentPage } from './DocumentListPage.tsx';

/** Make document and document audit keep their numbers, tab and page in the URL: a reload shows and searches the same. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const answer = (path: string) =>
  path.startsWith('lms/document/search')
    ? { records: [], total: 120, page: 2, size: 50, counts: { waitAudit: 5, audited: 120, denied: 0 } }
    : [];

describe('DocumentListPage', () => {
  it('searches with the numbers, tab and page of the address it is opened at', async () => {
    opened = await openAt(
      '/lms/document/audit?numbers=FD1+FD2&tab=audited&page=2',
      <DocumentAuditPage />,
      answer,
    );
    expect(opened.posted('lms/document/search').at(-1)).toEqual({
      page: 2,
      size: 50,
      tab: 'audited',
      numbers: 'FD1 FD2',
    });
    expect(inputValue('doc-numbers')).toBe('FD1 FD2');
    expect(byTestId('doc-tab-audited')!.textContent).toBe('Audited (120)');

    // a new search goes back to page 1 and keeps the tab
    await act(async () => byTestId('doc-search')!.click());
    await settle();
    expect(opened.search()).toBe('?numbers=FD1+FD2&tab=audited');
    expect(opened.posted('lms/document/search').at(-1)).toMatchObject({ page: 1, numbers: 'FD1 FD2' });
  }, 30_000);

  it('opens make document on the first tab without numbers', async () => {
    opened = await openAt('/lms/document/make-document', <MakeDocumentPage />, answer);
    expect(opened.posted('lms/document/search').at(-1)).toEqual({ page: 1, size: 50, tab: 'waitAudit' });
    await act(async () => byTestId('doc-tab-denied')!.click());
    await settle();
    expect(opened.search()).toBe('?tab=denied');
  }, 30_000);
});
