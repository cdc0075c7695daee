import { ENTITIES, type EntityAction, type EntityDef, findEntity } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '#platform/excel/excel.service.ts';
import {
  createSample,
  download,
  exportFile,
  formValuesOf,
  importFile,
  type Page,
  postJob,
  type Row,
  samplePayload,
  upload,
  userWithPermissions,
} from '../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The generic behaviour, run against every registered entity (issue 3 "the machinery itself"). */

let t: TestApp;
let admin: string;
let listOnly: string;
let nobody: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  listOnly = await userWithPermissions(
    t,
    admin,
    'listonly',
    ENTITIES.map((e) => e.permission),
  );
  nobody = await userWithPermissions(t, admin, 'nobody', []);
});
afterAll(() => t.close());

/** Tests of actions an entity does not offer are not defined at all (a skipped test counts as failed). */
const itIf = (condition: boolean) => (condition ? it : () => undefined);

const NO_PERMISSION = 'No permission at present';
const STALE = 'Data does not exist, please refresh and retry';

/** A text field searched by keyword whose sample value tells rows apart. */
function keywordField(def: EntityDef): string {
  return Object.entries(def.fields).find(([, f]) => f.search === 'keyword' && f.type === 'text')![0];
}

async function search(def: EntityDef, criteria: Record<string, unknown>, token = admin) {
  return t.post<Page>(`/${def.api}/search`, { criteria }, { token });
}

describe.each(ENTITIES.map((def) => [def.name, def] as const))('%s', (_, def) => {
  const can = (a: EntityAction) => def.actions.includes(a);

  it('search finds an inserted row; detail carries reference labels', async () => {
    const row = await createSample(t, admin, def);
    const key = keywordField(def);
    const found = await search(def, { keyword: String(row[key]) });
    expect(found.code).toBe(0);
    expect(found.data.records.map((r) => r.id)).toContain(row.id);
    expect((await search(def, { ids: [row.id] })).data.total).toBe(1);
    const detail = await t.get<Row>(`/${def.api}/detail`, { id: row.id }, { token: admin });
    expect(detail.data).toMatchObject(formValuesOf(def, row));
    for (const [field, f] of Object.entries(def.fields)) {
      if (f.type !== 'ref' || !row[field]) continue;
      // a multiple reference carries one label per id
      const ids = (f.multiple ? row[field] : [row[field]]) as string[];
      const labels: unknown[] = [];
      for (const id of ids) {
        // autocomplete answers the label also for lookup-only targets (roles)
        const target = await t.post<{ id: string; label: string }[]>(
          `/${findEntity(f.entity)!.api}/autocomplete`,
          { ids: [id] },
          { token: admin },
        );
        labels.push(target.data[0]?.label);
      }
      expect(detail.data[`${field}Label`]).toEqual(f.multiple ? labels : labels[0]);
    }
    const picked = await t.post<{ id: string; label: string }[]>(
      `/${def.api}/autocomplete`,
      { ids: [row.id] },
      { token: admin },
    );
    // the label of the caller's language (en-US) where the entity names itself per language
    const shown = row[def.labelFields?.['en-US'] ?? def.labelField] || row[def.labelField];
    expect(picked.data).toEqual([{ id: row.id, label: String(shown) }]);
  });

  it('insert without a required field answers "{label} cannot be empty"', async () => {
    const [field, f] = Object.entries(def.fields).find(
      ([, x]) => x.required && x.type !== 'bool' && x.form !== false,
    )!;
    const payload = await samplePayload(t, admin, def);
    delete payload[field];
    const res = await t.post(`/${def.api}/insert`, payload, { token: admin });
    expect(res).toEqual({ code: -1, msg: `${f.label['en-US']} cannot be empty`, data: null });
  });

  it('update with a stale version answers staleData and changes nothing', async () => {
    const row = await createSample(t, admin, def);
    // new values everywhere but in the unique fields (which another row could hold)
    const unique = Object.fromEntries(
      Object.entries(def.fields)
        .filter(([, f]) => f.unique)
        .map(([k]) => [k, row[k]]),
    );
    const changed = { ...(await samplePayload(t, admin, def)), ...unique, id: row.id };
    const stale = await t.post(
      `/${def.api}/update`,
      { ...changed, version: row.version + 1 },
      { token: admin },
    );
    expect(stale).toEqual({ code: -1, msg: STALE, data: null });
    const after = await t.get<Row>(`/${def.api}/detail`, { id: row.id }, { token: admin });
    expect(after.data).toEqual(row);
    const ok = await t.post<Row>(
      `/${def.api}/update`,
      { ...changed, version: row.version },
      { token: admin },
    );
    expect(ok.code).toBe(0);
    expect(ok.data.version).toBe(row.version + 1);
    const log = await t.post<Page<{ action: string }>>(
      '/common/businessLog/search',
      { criteria: { entity: def.name, entityId: row.id } },
      { token: admin },
    );
    expect(log.data.records.map((r) => r.action).sort()).toEqual(['insert', 'update']);
  });

  it('deleteBatch refuses more than 500 ids and deletes an unreferenced row', async () => {
    const ids = Array.from({ length: 501 }, () => crypto.randomUUID());
    const res = await t.post(`/${def.api}/deleteBatch`, { ids }, { token: admin });
    expect(res).toEqual({ code: -1, msg: 'IDs exceeds the maximum limit of 500', data: null });
    const row = await createSample(t, admin, def);
    expect((await t.post(`/${def.api}/deleteBatch`, { ids: [row.id] }, { token: admin })).code).toBe(0);
    expect((await search(def, { ids: [row.id] })).data.total).toBe(0);
  });

  itIf(can('export') && can('import'))(
    'export then import (overwrite; append after delete) gives the same rows',
    async () => {
      const rows = [await createSample(t, admin, def), await createSample(t, admin, def)];
      const before = rows.map((r) => formValuesOf(def, r));
      const file = await exportFile(t, `/${def.api}/export`, admin, {
        criteria: { ids: rows.map((r) => r.id) },
      });
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toContain('spreadsheetml');

      const overwrite = await importFile<{
        importId: string;
        errors: unknown[];
        existing: number;
        total: number;
      }>(t, `/${def.api}/import`, admin, file.body);
      expect(overwrite.data).toMatchObject({ errors: [], existing: 2, total: 2 });
      const kept = await postJob(t, `/${def.api}/confirmImport`, admin, {
        importId: overwrite.data.importId,
        mode: 0,
      });
      expect(kept.data).toEqual({ inserted: 0, updated: 0, skipped: 2 });
      const same = await search(def, { ids: rows.map((r) => r.id) });
      expect(same.data.records.map((r) => formValuesOf(def, r))).toEqual(expect.arrayContaining(before));

      expect(
        (await t.post(`/${def.api}/deleteBatch`, { ids: rows.map((r) => r.id) }, { token: admin })).code,
      ).toBe(0);
      const append = await importFile<{ importId: string; errors: unknown[]; existing: number }>(
        t,
        `/${def.api}/import`,
        admin,
        file.body,
      );
      expect(append.data).toMatchObject({ errors: [], existing: 0 });
      const written = await postJob(t, `/${def.api}/confirmImport`, admin, {
        importId: append.data.importId,
        mode: 1,
      });
      expect(written.data).toEqual({ inserted: 2, updated: 0, skipped: 0 });
      const key = keywordField(def);
      for (const values of before) {
        const again = await search(def, { keyword: String(values[key]) });
        expect(again.data.records.map((r) => formValuesOf(def, r))).toContainEqual(values);
      }
      // the template's example row imports as it is
      const template = await download(t, 'GET', `/${def.api}/importTemplate`, admin);
      const example = await importFile<{ errors: unknown[]; total: number }>(
        t,
        `/${def.api}/import`,
        admin,
        template.body,
      );
      expect(example.data).toMatchObject({ errors: [], total: 1 });
      // a confirmed import is spent
      const twice = await postJob(t, `/${def.api}/confirmImport`, admin, {
        importId: append.data.importId,
        mode: 1,
      });
      expect(twice.msg).toBe('The import is no longer available, please upload the file again');
    },
  );

  it('refuses every write to a role holding only the list permission, and reads to a role without it', async () => {
    const row = await createSample(t, admin, def);
    expect((await search(def, {}, listOnly)).code).toBe(0);
    expect((await t.get(`/${def.api}/detail`, { id: row.id }, { token: listOnly })).code).toBe(0);
    const writes: [string, unknown][] = [
      ['insert', await samplePayload(t, admin, def)],
      ['update', { ...formValuesOf(def, row), id: row.id, version: row.version }],
      ['deleteBatch', { ids: [row.id] }],
      ['enable', { ids: [row.id] }],
      ['disable', { ids: [row.id] }],
      ['copy', { id: row.id }],
      ['export', {}],
      ['confirmImport', { importId: row.id, mode: 1 }],
    ];
    for (const [action, body] of writes) {
      const res = await t.post(`/${def.api}/${action}`, body, { token: listOnly });
      // routes of actions the entity does not offer do not exist at all
      expect(res.msg, action).toBe(res.msg === 'No such API' ? 'No such API' : NO_PERMISSION);
    }
    if (can('import')) {
      expect((await t.get(`/${def.api}/importTemplate`, undefined, { token: listOnly })).msg).toBe(
        NO_PERMISSION,
      );
      expect((await upload(t, `/${def.api}/import`, listOnly, Buffer.from('x'))).msg).toBe(NO_PERMISSION);
    }
    for (const action of ['search', 'statusGroup']) {
      expect((await t.post(`/${def.api}/${action}`, {}, { token: nobody })).msg).toBe(NO_PERMISSION);
    }
    expect((await t.get(`/${def.api}/detail`, { id: row.id }, { token: nobody })).msg).toBe(NO_PERMISSION);
    expect((await t.post(`/${def.api}/autocomplete`, {}, { token: nobody })).msg).toBe(NO_PERMISSION);
    // the row is untouched
    expect((await t.get<Row>(`/${def.api}/detail`, { id: row.id }, { token: admin })).data).toEqual(row);
  });

  itIf(can('copy'))('copy needs its unique fields overridden', async () => {
    const row = await createSample(t, admin, def);
    const unique = Object.entries(def.fields).filter(([, f]) => f.unique);
    if (unique.length) {
      const same = await t.post(`/${def.api}/copy`, { id: row.id }, { token: admin });
      expect(same.msg).toBe(`${unique[0]![1].label['en-US']} already exists`);
    }
    // the overrides of a new sample (a fresh one again when a short code happens to be taken)
    const copyWithFreshKeys = async () => {
      const fresh = await samplePayload(t, admin, def);
      const overrides = Object.fromEntries(unique.map(([k]) => [k, fresh[k]]));
      return t.post<Row>(`/${def.api}/copy`, { id: row.id, ...overrides }, { token: admin });
    };
    let copy = await copyWithFreshKeys();
    for (let attempt = 0; attempt < 5 && copy.msg.endsWith('already exists'); attempt++)
      copy = await copyWithFreshKeys();
    expect(copy.code).toBe(0);
    expect(copy.data.id).not.toBe(row.id);
    expect(formValuesOf(def, copy.data)).toMatchObject(
      Object.fromEntries(Object.entries(formValuesOf(def, row)).filter(([k]) => !def.fields[k]!.unique)),
    );
  });
});

const CUSTOMER_SCOPED = ENTITIES.filter((e) => e.customerScoped).map((def) => [def.name, def] as const);

describe.each(CUSTOMER_SCOPED)('%s (customer-scoped)', (_, def) => {
  const DATA_NOT_EXIST = 'Data does not exist';
  let demo: string;
  let other: string;
  let c1: string;
  let c2: string;
  beforeAll(async () => {
    demo = await t.login('demo', 'Demo@123', 'customer');
    other = await t.login('lmsonly', 'Lms@1234', 'customer');
    const idOf = async (token: string) =>
      (await t.get<{ customer: { id: string } }>('/user/user/current', undefined, { token })).data.customer
        .id;
    c1 = await idOf(demo);
    c2 = await idOf(other);
  });

  it("customers read and change only their own customer's rows; staff see every row", async () => {
    // the customer comes from the session, never from the body
    const payload = await samplePayload(t, admin, def);
    const mine = await t.post<Row>(`/${def.api}/insert`, { ...payload, customerId: c2 }, { token: demo });
    expect(mine.data.customerId).toBe(c1);
    const staffRow = await createSample(t, admin, def, { customerId: c2 });
    expect(staffRow).toMatchObject({ customerId: c2, customerIdLabel: 'Minh Anh Logistics' });

    const theirs = await search(def, {}, other);
    expect(theirs.data.records.map((r) => r.id)).toContain(staffRow.id);
    expect(theirs.data.records.every((r) => r.customerId === c2)).toBe(true);
    const own = await search(def, {}, demo);
    expect(own.data.records.map((r) => r.id)).toContain(mine.data.id);
    expect(own.data.records.every((r) => r.customerId === c1)).toBe(true);
    expect((await search(def, { customerId: c1 })).data.records.every((r) => r.customerId === c1)).toBe(true);

    const foreign = mine.data;
    const attempts: [string, unknown][] = [
      ['update', { ...formValuesOf(def, foreign), id: foreign.id, version: foreign.version }],
      ['deleteBatch', { ids: [foreign.id] }],
    ];
    for (const [action, body] of attempts)
      expect((await t.post(`/${def.api}/${action}`, body, { token: other })).msg, action).toBe(
        DATA_NOT_EXIST,
      );
    expect((await t.get(`/${def.api}/detail`, { id: foreign.id }, { token: other })).msg).toBe(
      DATA_NOT_EXIST,
    );
    const picked = await t.post(`/${def.api}/autocomplete`, { ids: [foreign.id] }, { token: other });
    expect(picked.data).toEqual([]);
    if (def.actions.includes('export')) {
      const exported = await exportFile(t, `/${def.api}/export`, other, {
        criteria: { ids: [foreign.id] },
      });
      expect((await readSheet(exported.body)).rows).toEqual([]);
    }
    expect((await t.get<Row>(`/${def.api}/detail`, { id: foreign.id }, { token: admin })).data).toEqual(
      foreign,
    );
  });

  it('a staff user needs the staff code, not the portal code', async () => {
    const portalOnly = await userWithPermissions(t, admin, `portal${def.name}`, [def.clientPermission!]);
    expect((await search(def, {}, portalOnly)).msg).toBe(NO_PERMISSION);
  });
});
