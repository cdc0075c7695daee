import { CUSTOMER_VIEW_FINANCE, findEntity } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '#platform/excel/excel.service.ts';
import {
  exportFile,
  formValuesOf,
  importFile,
  postJob,
  type Row,
  userWithPermissions,
} from '../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Masked fields (issue 3): stars for callers without the field's code, and the stored value kept on update. */

const customerDef = findEntity('customer')!;
const STARS = '******';

let t: TestApp;
let admin: string;
let clerk: string;
let stored: Row;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  const codes = ['crm/customer', 'crm/customer:update', 'crm/customer:export', 'crm/customer:import'];
  clerk = await userWithPermissions(t, admin, 'customerClerk', codes);
  const inserted = await t.post<Row>(
    '/customer/customer/insert',
    { code: 'CMASK', name: 'Masked Co.', creditLine: '5000.00', initialBalance: '-12.50' },
    { token: admin },
  );
  stored = inserted.data;
});
afterAll(() => t.close());

const detail = async (token: string) =>
  (await t.get<Row>('/customer/customer/detail', { id: stored.id }, { token })).data;

describe('masked customer finance fields', () => {
  it('the code is in the permission tree; a holder reads the values', async () => {
    const tree = await t.get<string[]>('/user/rolePermission/userPermissions', undefined, { token: admin });
    expect(tree.data).toContain(CUSTOMER_VIEW_FINANCE);
    expect(await detail(admin)).toMatchObject({ creditLine: '5000.00', initialBalance: '-12.50' });
  });

  it('shows stars to a user without the code, in the list, the detail and an export', async () => {
    expect(await detail(clerk)).toMatchObject({
      creditLine: STARS,
      initialBalance: STARS,
      name: 'Masked Co.',
    });
    const page = await t.post<{ records: Row[] }>(
      '/customer/customer/search',
      { criteria: { keyword: 'CMASK' } },
      { token: clerk },
    );
    expect(page.data.records[0]).toMatchObject({ creditLine: STARS });
    const file = await exportFile(t, '/customer/customer/export', clerk, { criteria: { ids: [stored.id] } });
    const sheet = await readSheet(file.body);
    const at = sheet.headers.indexOf('Credit line');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(sheet.rows[0]!.cells[at]).toBe(STARS);
  });

  it('keeps the stored values when such a user updates the customer, whatever it sends', async () => {
    const current = await detail(clerk);
    const sent = { ...formValuesOf(customerDef, current), id: stored.id, version: current.version };
    const stars = await t.post<Row>(
      '/customer/customer/update',
      { ...sent, name: 'Renamed Co.' },
      { token: clerk },
    );
    expect(stars.code).toBe(0);
    const other = await t.post<Row>(
      '/customer/customer/update',
      { ...sent, name: 'Renamed Co.', version: stars.data.version, creditLine: '1.00', initialBalance: null },
      { token: clerk },
    );
    expect(other.code).toBe(0);
    expect(await detail(admin)).toMatchObject({
      name: 'Renamed Co.',
      creditLine: '5000.00',
      initialBalance: '-12.50',
    });
  });

  it('keeps them when such a user imports its own export (stars) over the customer', async () => {
    const file = await exportFile(t, '/customer/customer/export', clerk, { criteria: { ids: [stored.id] } });
    const preview = await importFile<{ importId: string; errors: unknown[]; existing: number }>(
      t,
      '/customer/customer/import',
      clerk,
      file.body,
    );
    expect(preview.data).toMatchObject({ errors: [], existing: 1 });
    const done = await postJob(t, '/customer/customer/confirmImport', clerk, {
      importId: preview.data.importId,
      mode: 0,
    });
    expect(done.code).toBe(0);
    expect(await detail(admin)).toMatchObject({ creditLine: '5000.00', initialBalance: '-12.50' });
  });

  it('lets a holder of the code change them', async () => {
    const current = await detail(admin);
    const res = await t.post<Row>(
      '/customer/customer/update',
      { ...formValuesOf(customerDef, current), id: stored.id, version: current.version, creditLine: '7000' },
      { token: admin },
    );
    expect(res.data).toMatchObject({ creditLine: '7000.00', initialBalance: '-12.50' });
  });
});
