import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDS_IMPORT_COLUMNS } from '@freightdesk/domain';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { downloadOf, tempDir } from './entity-helpers.ts';
import { CUSTOMER, signIn } from './helpers';

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
 * results with track numbers, then the labels as one PDF. The demo's parcel product FD US Parcel
 * buys its labels from the sandbox carrier through its channel Sandbox Parcel.
 */
test('the demo customer batch-orders three parcels and prints their labels as one PDF', async ({ page }) => {
  test.setTimeout(180_000);
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
});
