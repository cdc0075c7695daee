import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDS_IMPORT_COLUMNS } from '@freightdesk/domain';
import { type APIRequestContext, expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { api, tokenOf } from './api-helpers.ts';
import { downloadOf, tempDir } from './entity-helpers.ts';
import { ADMIN, CUSTOMER, signIn } from './helpers';

type Rec = Record<string, unknown> & { id: string; code: string };

async function findOne(request: APIRequestContext, token: string, entity: string, code: string) {
  const found = await api<{ records: Rec[] }>(request, token, `/basic/${entity}/search`, {
    page: 1,
    size: 50,
    criteria: { keyword: code },
  });
  const row = found.records.find((r) => r.code === code);
  expect(row, `${entity} ${code}`).toBeTruthy();
  const res = await request.get(`/api/basic/${entity}/detail?id=${row!.id}`, { headers: { token } });
  return (await res.json()).data as Rec;
}

/** Changes fields of a basic record through its update call; answers the call putting them back. */
async function change(
  request: APIRequestContext,
  token: string,
  entity: string,
  code: string,
  values: Record<string, unknown>,
) {
  const before = await findOne(request, token, entity, code);
  await api(request, token, `/basic/${entity}/update`, { ...before, ...values });
  return async () => {
    const now = await findOne(request, token, entity, code);
    const back = Object.fromEntries(Object.keys(values).map((k) => [k, before[k] ?? null]));
    await api(request, token, `/basic/${entity}/update`, { ...now, ...back });
  };
}

/** Three parcels to Los Angeles, in the template's English headers. */
async function parcelsFile(dir: string): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('parcels');
  sheet.addRow(PDS_IMPORT_COLUMNS.map((c) => c.label['en-US']));
  const stamp = Date.now().toString(36).toUpperCase();
  for (const [i, name] of ['John Smith', 'Mary Jones', 'Peter Brown'].entries()) {
    const row: Record<string, string | number> = {
      customerNo: `E2E-${stamp}-${i + 1}`,
      recipientName: name,
      recipientAddress1: `${i + 1} Main Street`,
      recipientCity: 'Los Angeles',
      recipientState: 'CA',
      recipientPostcode: '90001',
      recipientCountryCode: 'US',
      recipientPhone: '2135550100',
      senderName: 'Li Ming',
      senderCountryCode: 'CN',
      senderAddress1: 'Fuyong Park',
      weight: String(i + 1),
      length: '30',
      width: '20',
      height: '10',
      description: 'Cotton T-shirt',
      quantity: 2,
      unitValue: '5',
    };
    sheet.addRow(PDS_IMPORT_COLUMNS.map((c) => row[c.key] ?? null));
  }
  const path = join(dir, 'parcels.xlsx');
  await book.xlsx.writeFile(path);
  return path;
}

/**
 * The demo customer orders three parcels from an Excel file: compare, confirm, submit (progress),
 * results with track numbers, then the labels as one PDF. The demo data has no parcel product yet:
 * the test makes the US product a parcel (PDS) product and buys its channel's labels from the
 * sandbox carrier, and puts both back at the end.
 */
test('the demo customer batch-orders three parcels and prints their labels as one PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN);
  const staff = await tokenOf(page, 'staff');
  const sandbox = await api<{ records: Rec[] }>(request, staff, '/basic/labelApi/search', {
    page: 1,
    size: 50,
    criteria: { keyword: 'SANDBOX' },
  });
  const labelApi = sandbox.records.find((r) => r.code === 'SANDBOX')!;
  const undo = [
    await change(request, staff, 'product', 'FDUSEXP', { sysCode: 'PDS' }),
    await change(request, staff, 'channel', 'USUPS', { labelApiId: labelApi.id }),
  ];
  try {
    await signIn(page, CUSTOMER);
    await page.goto('/client/pds/waybill/batchOrder');
    await expect(page.getByTestId('batch-order-page')).toBeVisible();
    await page.locator('input[type=file]').setInputFiles(await parcelsFile(tempDir()));
    await page.getByTestId('batch-compare').click();

    const table = page.getByTestId('batch-compare-table');
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(3);
    await expect(table).toContainText('RMB');
    await expect(page.getByText('3 rows, 3 can be ordered')).toBeVisible();
    await page.getByTestId('batch-confirm').click();
    await page.getByTestId('batch-submit').click();
    await expect(page.getByTestId('batch-results')).toHaveText('3 succeeded, 0 failed', { timeout: 60_000 });
    const results = page.getByTestId('batch-result-table');
    await expect(results.locator('tbody tr.ant-table-row')).toHaveCount(3);
    await expect(results).toContainText(/SB\d{11}/);

    const download = await downloadOf(page, () => page.getByTestId('batch-print').click());
    const path = join(tempDir(), 'labels.pdf');
    await download.saveAs(path);
    const pdf = readFileSync(path);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    for (const back of undo.reverse()) await back();
  }
});
