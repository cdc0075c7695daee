import { END_SHIP_MANIFEST_API, PARCEL_API } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonFile } from '#modules/platform/file/index.ts';
import { labelApiTable } from '#modules/settings/carrier-api/index.ts';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { Tokens } from '../../lms/waybill/waybill-test-kit.ts';
import { pdsWaybill } from '../parcel/parcel.schema.ts';
import { useParcelCarrier } from '../parcel/parcel-carrier.ts';
import { sampleParcel, startParcelApp } from '../parcel/parcel-test-kit.ts';

type Ordered = { id: string; waybillNo: string; trackNo?: string };
type Created = { id: string; code: string; fileId: string | null };

/** End-ship manifests against the sandbox carrier (the demo's sandbox label API is every channel's). */
describe('pds end-ship manifests', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  let restore: () => void;
  const order = async (over: Record<string, unknown> = {}) => {
    const res = await t.post<Ordered>(PARCEL_API.order.url, sampleParcel(product, over), { token: tk.demo });
    if (res.code !== 0 || !res.data.trackNo) throw new Error(res.msg);
    return res.data;
  };
  const create = (ids: string[], token = tk.admin) =>
    t.post<Created>(END_SHIP_MANIFEST_API.create.url, { ids }, { token });
  const parcel = async (id: string) =>
    (await t.database.db.select().from(pdsWaybill).where(eq(pdsWaybill.id, id)))[0]!;

  beforeAll(async () => {
    ({ t, tk, product } = await startParcelApp());
    const [api] = await t.database.db
      .select({ id: labelApiTable.id })
      .from(labelApiTable)
      .where(eq(labelApiTable.code, 'SANDBOX'));
    restore = useParcelCarrier({ labelApiOf: async () => String(api!.id), trackApiOf: async () => null });
  });
  afterAll(async () => {
    restore();
    await t.close();
  });

  it('closes a manifest over labelled parcels: code, the carrier’s document, parcels flagged with the confirm time', async () => {
    const a = await order();
    const b = await order();
    const res = await create([a.id, b.id]);
    expect(res.code).toBe(0);
    expect(res.data.code).toMatch(/^ESM\d{10}$/);
    expect(res.data.fileId).toBeTruthy();
    const [file] = await t.database.db.select().from(commonFile).where(eq(commonFile.id, res.data.fileId!));
    expect(file).toMatchObject({ contentType: 'application/pdf', isTemp: false });
    for (const id of [a.id, b.id])
      expect(await parcel(id)).toMatchObject({
        endShipManifestId: res.data.id,
        endShipManifestCode: res.data.code,
      });
    expect((await parcel(a.id)).endShipManifestConfirmTime).not.toBeNull();
    const drawer = await t.get<{ info: Record<string, unknown> }>(
      PARCEL_API.findById.url,
      { id: a.id },
      { token: tk.demo },
    );
    expect(drawer.data.info).toMatchObject({ isEndShipManifest: true, endShipManifestCode: res.data.code });
    const found = await t.post<{ records: { code: string; parcelCount: number }[]; total: number }>(
      END_SHIP_MANIFEST_API.search.url,
      { criteria: { waybillNo: a.waybillNo } },
      { token: tk.admin },
    );
    expect(found.data.records).toEqual([expect.objectContaining({ code: res.data.code, parcelCount: 2 })]);
    // a parcel is on one manifest only; a manifested parcel is not cancelled
    const again = await create([a.id]);
    expect(again.msg).toBe(`Parcel ${a.waybillNo} is already on end-ship manifest ${res.data.code}`);
    const cancel = await t.post(PARCEL_API.cancel.url, { ids: [a.id] }, { token: tk.demo });
    expect(cancel.msg).toBe(
      `Parcel ${a.waybillNo} is on end-ship manifest ${res.data.code} and cannot be cancelled`,
    );
  });

  it('a cancelled parcel is never manifested; nothing is written when one parcel is refused', async () => {
    const a = await order();
    const b = await order();
    await t.post(PARCEL_API.cancel.url, { ids: [b.id] }, { token: tk.demo });
    const res = await create([a.id, b.id]);
    expect(res.msg).toBe(`Parcel ${b.waybillNo} is Cancelled and cannot be manifested`);
    expect((await parcel(a.id)).endShipManifestId).toBeNull();
  });

  it('parcels of two carrier accounts cannot share a manifest', async () => {
    const a = await order();
    const b = await order();
    const [other] = await t.database.db
      .insert(labelApiTable)
      .values({
        code: 'SANDBOX2',
        name: 'Second sandbox account',
        apiType: 'sandbox',
        credentials: {},
        testMode: true,
      })
      .returning({ id: labelApiTable.id });
    await t.database.db
      .update(pdsWaybill)
      .set({ labelApiId: String(other!.id) })
      .where(eq(pdsWaybill.id, b.id));
    const res = await create([a.id, b.id]);
    expect(res.msg).toBe('The parcels belong to several carrier accounts and cannot share one manifest');
  });

  it('staff only, with pds/endShipManifest', async () => {
    const a = await order();
    expect((await create([a.id], tk.demo)).msg).toBe('No permission at present');
    const token = await userWithPermissions(t, tk.admin, 'pdsNoManifest', ['pds', 'pds/waybill/list']);
    expect((await create([a.id], token)).msg).toBe('No permission at present');
    const search = await t.post(END_SHIP_MANIFEST_API.search.url, {}, { token });
    expect(search.msg).toBe('No permission at present');
  });
});
