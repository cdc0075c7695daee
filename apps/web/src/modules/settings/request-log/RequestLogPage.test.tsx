import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { byTestId, prepareDom, serveApi } from '#web/components/progress/jsdom-kit.tsx';
import { mountAt, signInStaff, staffSessionAnswer, until } from '#web/components/resource/list-test-kit.tsx';
import { RequestLogPage } from './RequestLogPage.tsx';

/** The request log lists the calls for the criteria in the URL; the drawer shows the masked headers and bodies. */

const call = {
  id: '00000000-0000-4000-8000-000000000001',
  tag: 'sandbox/ship',
  method: 'POST',
  url: 'sandbox://carrier/shipments',
  responseCode: 200,
  requestTime: '2026-11-28T08:00:00.000Z',
  responseTime: '2026-11-28T08:00:00.120Z',
  costMs: 120,
  remark: null,
  logRef: 'FD2611280001',
  apiId: null,
};
let searches: unknown[] = [];

beforeAll(prepareDom);
beforeEach(async () => {
  searches = [];
  serveApi((path, body) => {
    if (path.startsWith('common/requestDetailLog/search')) {
      searches.push(body);
      return { records: [call], total: 1, page: 1, size: 50 };
    }
    if (path.startsWith('common/requestDetailLog/detail'))
      return {
        ...call,
        requestHeaders: { authorization: '******', 'idempotency-key': 'p-1:1' },
        requestBody: '{"shipment":{"reference":"FD2611280001"}}',
        responseHeaders: { 'content-type': 'application/json' },
        responseBody: '{"trackNo":"SB12345678905"}',
      };
    return staffSessionAnswer(path, [Permission.requestDetailLog]);
  });
  await signInStaff();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RequestLogPage', () => {
  it('searches with the criteria of the URL and opens a call with its headers and bodies', async () => {
    const screen = await mountAt(
      '/setting/request-log?logRef=FD2611280001&tag=sandbox/ship',
      <RequestLogPage />,
    );
    await until(() => Boolean(byTestId('request-log-detail')));
    expect(searches.at(-1)).toMatchObject({ criteria: { logRef: 'FD2611280001', tag: 'sandbox/ship' } });
    await act(async () => byTestId('request-log-detail')!.click());
    await until(() => Boolean(byTestId('request-headers')));
    expect(byTestId('request-headers')!.textContent).toContain('"authorization": "******"');
    expect(byTestId('response-body')!.textContent).toContain('SB12345678905');
    await screen.unmount();
  });
});
