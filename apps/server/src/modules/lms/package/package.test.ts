import { type PackageRow, type PackageWaybillRow, Permission } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lmsWaybillPiece } from '#modules/lms/waybill/waybill.schema.ts';
import {
  order,
  sampleOrder,
  startWaybillApp,
  type Tokens,
  waybillRow,
} from '#modules/lms/waybill/waybill-test-kit.ts';
import { download, userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { readPdf } from '../document/pdf-text.ts';

type Page = { records: PackageRow[]; total: number };
const NO_PERMISSION = 'No permission at present';

describe('lms packages / pallets', () => {
  let t: TestApp;
  let tk: Tokens;
  let packed: { id: string; waybillNo: string }[];
  const search = (criteria: Record<string, unknown>, token = tk.admin) =>
    t.post<Page>('/lms/package/search', { criteria }, { token });
  const waybillsOf = (packageNo: string, token = tk.admin) =>
    t.get<PackageWaybillRow[]>('/lms/package/waybills', { packageNo }, { token });
  const remove = (packageNo: string, waybillIds: string[], token = tk.admin) =>
    t.post<{ removed: number }>('/lms/package/removeWaybills', { packageNo, waybillIds }, { token });

  beforeAll(async () => {
    let product: string;
    ({ t, tk, product } = await startWaybillApp());
    packed = [];
    for (const [i, packageNo] of ['PKG-A', 'PKG-A', 'PKG-B'].entries()) {
      const w = await order(t, tk.demo, sampleOrder(product, { customerNo: `PKG-${i}` }));
      const scan = (type: string, body: Record<string, unknown>) =>
        t.post(`/lms/scan/${type}`, { no: w.waybillNo, ...body }, { token: tk.service });
      expect((await scan('receive', { weighMode: 1 })).code).toBe(0);
      expect((await scan('package', { packageNo })).code).toBe(0);
      packed.push(w);
    }
  });
  afterAll(() => t.close());

  it('lists each package with its waybill count, pieces, weight, packing times and state', async () => {
    const page = await search({});
    expect(page.code).toBe(0);
    expect(page.data.total).toBe(2);
    const a = page.data.records.find((r) => r.packageNo === 'PKG-A')!;
    const w0 = await waybillRow(t, packed[0]!.id);
    const w1 = await waybillRow(t, packed[1]!.id);
    expect(a).toMatchObject({
      waybillCount: 2,
      pieceCount: w0!.pieceCount + w1!.pieceCount,
      state: 'inWarehouse',
    });
    expect(a.totalWeight).toMatch(/^\d+\.\d{3}$/);
    expect(Date.parse(a.createdAt!)).toBeLessThanOrEqual(Date.parse(a.lastScanAt!));
    // newest package first
    expect(page.data.records.map((r) => r.packageNo)).toEqual(['PKG-B', 'PKG-A']);
  });

  it('searches by package numbers and by the packing day range', async () => {
    expect((await search({ numbers: 'PKG-B\nNOPE' })).data.records.map((r) => r.packageNo)).toEqual([
      'PKG-B',
    ]);
    expect((await search({ numbers: 'pkg-a, PKG-B' })).data.total).toBe(1);
    const now = t.clock.now().getTime();
    const around = [new Date(now - 86_400_000).toISOString(), new Date(now + 86_400_000).toISOString()];
    expect((await search({ packageTime: around })).data.total).toBe(2);
    const before = [
      new Date(now - 3 * 86_400_000).toISOString(),
      new Date(now - 2 * 86_400_000).toISOString(),
    ];
    expect((await search({ packageTime: before })).data.total).toBe(0);
  });

  it('answers the waybills inside a package; an unknown number does not exist', async () => {
    const rows = await waybillsOf('PKG-A');
    expect(rows.data.map((r) => r.id).sort()).toEqual([packed[0]!.id, packed[1]!.id].sort());
    expect(rows.data[0]).toMatchObject({ customerCode: 'C0001', status: 'received' });
    expect((await waybillsOf('NOPE')).msg).toBe('Data does not exist');
  });

  it('prints the package label as a 100×150 mm PDF with the package number and its waybills', async () => {
    const res = await download(t, 'GET', '/lms/package/label?packageNo=PKG-A', tk.admin);
    expect(res.headers['content-type']).toContain('application/pdf');
    const read = readPdf(res.body);
    expect(read.pageCount).toBe(1);
    expect(read.text).toContain('WAYBILLS: 2');
    expect(read.text).toContain(packed[0]!.waybillNo);
    expect(res.body.toString('latin1')).toMatch(/\/MediaBox \[0 0 283\.46\d* 425\.19\d*\]/);
  });

  it('removes a waybill from its package (waybill and pieces), refusing one of another package', async () => {
    const [w0, , w2] = packed;
    expect((await remove('PKG-A', [w2!.id])).msg).toBe(`Waybill ${w2!.waybillNo} is not in package PKG-A`);
    expect((await remove('PKG-A', [w0!.id])).data).toEqual({ removed: 1 });
    expect((await waybillRow(t, w0!.id))!.packageNo).toBeNull();
    const pieces = await t.database.db
      .select()
      .from(lmsWaybillPiece)
      .where(eq(lmsWaybillPiece.waybillId, w0!.id));
    expect(pieces.every((p) => p.packageNo === null)).toBe(true);
    expect((await search({ numbers: 'PKG-A' })).data.records[0]).toMatchObject({ waybillCount: 1 });
  });

  it('needs lms/package to read, its update action to remove and its print action to print', async () => {
    const none = await userWithPermissions(t, tk.admin, 'pkgnone', [Permission.lmsScanRecord]);
    const readOnly = await userWithPermissions(t, tk.admin, 'pkgread', [Permission.lmsPackage]);
    expect((await search({}, none)).msg).toBe(NO_PERMISSION);
    expect((await waybillsOf('PKG-B', none)).msg).toBe(NO_PERMISSION);
    expect((await search({}, readOnly)).code).toBe(0);
    expect((await remove('PKG-B', [packed[2]!.id], readOnly)).msg).toBe(NO_PERMISSION);
    const label = await download(t, 'GET', '/lms/package/label?packageNo=PKG-B', readOnly);
    expect(JSON.parse(label.body.toString()).msg).toBe(NO_PERMISSION);
    expect((await waybillRow(t, packed[2]!.id))!.packageNo).toBe('PKG-B');
  });

  it('refuses customer users, even with the codes granted to their role', async () => {
    expect((await search({}, tk.demo)).msg).toBe(NO_PERMISSION);
    const roles = await t.post<{ id: string; code: string }[]>('/user/role/list', {}, { token: tk.admin });
    const customerRole = roles.data.find((r) => r.code === 'customerDefault')!.id;
    const current = await t.get<string[]>(
      '/user/role/permissions',
      { roleId: customerRole },
      { token: tk.admin },
    );
    const granted = await t.post(
      '/user/role/grant',
      {
        roleId: customerRole,
        permissions: [...(current.data ?? []), Permission.lmsPackage, Permission.lmsPackageUpdate],
      },
      { token: tk.admin },
    );
    expect(granted.code).toBe(0);
    expect((await search({}, tk.demo)).msg).toBe(NO_PERMISSION);
    expect((await waybillsOf('PKG-B', tk.demo)).msg).toBe(NO_PERMISSION);
    expect((await remove('PKG-B', [packed[2]!.id], tk.demo)).msg).toBe(NO_PERMISSION);
    expect((await waybillRow(t, packed[2]!.id))!.packageNo).toBe('PKG-B');
  });
});
