import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn } from './helpers.ts';

type Envelope<T> = { code: number; msg: string; data: T };

/** Calls the API with the signed-in staff token. */
async function api<T>(page: Page, url: string, data: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('fd_token_staff') ?? '');
  const res = await page.request.post(`/api${url}`, { headers: { token }, data });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}

/** Three received waybills of the demo customer C0001, placed through the API. */
async function receivedWaybills(page: Page): Promise<string[]> {
  const page1 = await api<{ records: { customerId: string; productId: string; customerCode: string }[] }>(
    page,
    '/lms/waybill/search',
    { page: 1, size: 50 },
  );
  const demo = page1.records.find((r) => r.customerCode === 'C0001')!;
  const run = Date.now().toString(36).toUpperCase();
  const placed: { id: string; waybillNo: string }[] = [];
  for (const n of [1, 2, 3]) {
    placed.push(
      await api(page, '/lms/waybill/order', {
        customerId: demo.customerId,
        productId: demo.productId,
        customerNo: `E2EDOC-${run}-${n}`,
        sender: { name: 'Li Ming', countryCode: 'CN', city: 'Shenzhen', address1: 'Fuyong Park' },
        recipient: {
          name: 'Nguyễn Văn An',
          countryCode: 'US',
          city: 'Los Angeles',
          postcode: '90001',
          address1: '1 Main St',
        },
        invoice: { declareValue: '100', declareCurrency: 'USD' },
        pieces: [{ orderActualWeight: '2', orderLength: '20', orderWidth: '20', orderHeight: '20' }],
        commodities: [{ nameEn: 'Điện thoại', nameCn: '电子产品', quantity: 1, unitPrice: '100' }],
      }),
    );
  }
  const ids = placed.map((w) => w.id);
  await api(page, '/lms/waybill/action', { ids, action: 'confirmWaybill' });
  await api(page, '/lms/waybill/action', { ids, action: 'receive' });
  return placed.map((w) => w.waybillNo);
}

test('staff print a label from the print centre, upload an invoice by file name and audit waybills', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, ADMIN);
  const [printed, uploaded, denied] = await receivedWaybills(page);
  // the print centre opens finished PDFs in a new tab: close those tabs, the test downloads instead
  page.context().on('page', (tab) => void tab.close());

  // print centre: a label task from a pasted number, generated in the background, downloads as a PDF
  await page.goto('/tools/print-center');
  await page.getByTestId('print-numbers').fill(printed!);
  await page.getByTestId('print-submit').click();
  const row = page.getByTestId('print-task-table').locator('tr', { hasText: printed! });
  await expect(row.locator('[data-testid^="task-status-"]')).toHaveText('Done', { timeout: 30_000 });
  await expect(row).toContainText('1 waybills generated');
  const downloading = page.waitForEvent('download');
  await row.locator('[data-testid^="task-download-"]').click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`label-${printed}.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // print scan: Enter prints the scanned waybill's label (green); an unknown number is red
  await page.goto('/lms/scan/print');
  await page.getByTestId('print-scan-input').fill(printed!);
  await page.getByTestId('print-scan-input').press('Enter');
  await expect(page.getByTestId('print-scan-feedback')).toHaveText(`${printed}: sent to print`);
  await expect(page.getByTestId('print-scan-card')).toHaveAttribute('data-result', 'ok');
  await expect(page.getByTestId('print-scan-input')).toBeFocused();
  await page.getByTestId('print-scan-input').fill('NO-SUCH-NUMBER');
  await page.getByTestId('print-scan-input').press('Enter');
  await expect(page.getByTestId('print-scan-feedback')).toHaveText('NO-SUCH-NUMBER: no such waybill');
  await expect(page.getByTestId('print-scan-card')).toHaveAttribute('data-result', 'fail');

  // upload centre: the file name is the waybill number; matched first, attached on confirm
  await page.goto('/lms/document/upload-center');
  const name = `${uploaded}.pdf`;
  await page.locator('input[type=file]').setInputFiles([
    { name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 e2e invoice') },
    { name: 'NOT-A-WAYBILL.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 other') },
  ]);
  await expect(page.getByTestId(`upload-state-${name}`)).toHaveText('Matched');
  await expect(page.getByTestId('upload-state-NOT-A-WAYBILL.pdf')).toHaveText('Not matched');
  await page.getByTestId('upload-center-confirm').click();
  await expect(page.getByTestId(`upload-state-${name}`)).toHaveText('Attached');

  // document audit: pass one (confirmed), deny another with a reason → status shown as denied
  await page.goto('/lms/document/audit');
  await page.getByTestId('doc-numbers').fill(`${uploaded} ${denied}`);
  await page.getByTestId('doc-search').click();
  await expect(page.getByTestId(`doc-status-${uploaded}`)).toHaveText('Received');
  await page.getByTestId(`doc-pass-${uploaded}`).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId(`doc-status-${uploaded}`)).toBeHidden();
  await page.getByTestId(`doc-deny-${denied}`).click();
  // the dialog's form is mounted before OK is pressed empty
  await expect(page.getByTestId('deny-reason')).toBeVisible();
  // OK pressed while the dialog is still opening can be swallowed on a loaded machine: pressed again
  await expect(async () => {
    await page.getByTestId('deny-ok').click({ timeout: 2_000 });
    await expect(page.getByText('Please enter the reason for denying')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByTestId('deny-reason').fill('Invoice value does not match the goods');
  await page.getByTestId('deny-ok').click();
  await expect(page.getByTestId(`doc-status-${denied}`)).toBeHidden();
  await expect(page.getByTestId('doc-tab-audited')).toContainText('(1)');
  await page.getByTestId('doc-tab-denied').click();
  await expect(page.getByTestId(`doc-status-${denied}`)).toHaveText('Document audit denied');
  await expect(page.getByTestId('document-table')).toContainText('Invoice value does not match the goods');
  await page.getByTestId('doc-tab-audited').click();
  await expect(page.getByTestId(`doc-status-${uploaded}`)).toHaveText('Waiting to send');
});
