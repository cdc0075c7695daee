import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { downloadOf, importFileFromTemplate, tableRow, tempDir } from './entity-helpers.ts';
import { ADMIN, chooseOption, clickMenu, SERVICE, signIn } from './helpers.ts';

/** The next progress answer of a job that reached `status` (long work runs as a job the page polls). */
function jobReaches(page: Page, status: 'done' | 'failed') {
  return page.waitForResponse(
    async (r) =>
      r.url().includes('/api/common/progress/detail') &&
      ((await r.json()) as { data?: { status?: string } }).data?.status === status,
  );
}

test('a country is created, edited, searched, exported, imported and deleted through its screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dir = tempDir();
  await signIn(page, ADMIN);
  await clickMenu(page, 'setting/basic/country');
  await expect(page).toHaveURL('/setting/basic/country');
  await expect(page.getByTestId('resource-table')).toContainText('China');

  // the selection rules answer with the spec's messages
  await page.getByTestId('resource-edit').click();
  await expect(page.getByText('Please select data')).toBeVisible();

  // create, with the rules of the description
  await page.getByTestId('resource-create').click();
  const form = page.getByRole('dialog', { name: 'New Destination country' });
  await page.getByTestId('form-submit').click();
  await expect(form.getByText('Two-letter code cannot be empty')).toBeVisible();
  await page.getByTestId('form-code').fill('z');
  await expect(form.getByText('Two-letter code must be exactly 2 characters')).toBeVisible();
  await page.getByTestId('form-code').fill('zz');
  await expect(page.getByTestId('form-code')).toHaveValue('ZZ');
  await page.getByTestId('form-nameCn').fill('测试国');
  await page.getByTestId('form-nameEn').fill('E2E Land');
  await chooseOption(page, page.getByTestId('form-continent'), 'Europe');
  await page.getByTestId('form-submit').click();
  await expect(form).toBeHidden();

  // search: the criteria go to the URL
  await page.getByTestId('search-keyword').fill('ZZ');
  await page.getByTestId('search-keyword').press('Enter');
  await expect(page).toHaveURL(/keyword=ZZ/);
  const row = tableRow(page, 'E2E Land');
  await expect(row).toContainText('ZZ');
  await expect(row).toContainText('Europe');

  // edit: the code is read-only on edit
  await row.getByTestId('row-edit').click();
  const editForm = page.getByRole('dialog', { name: 'Edit Destination country' });
  await expect(page.getByTestId('form-code')).toBeDisabled();
  await expect(page.getByTestId('form-nameEn')).toHaveValue('E2E Land');
  await page.getByTestId('form-nameEn').fill('E2E Republic');
  await page.getByTestId('form-submit').click();
  await expect(editForm).toBeHidden();
  await expect(tableRow(page, 'ZZ')).toContainText('E2E Republic');

  // a reload keeps the list (filters in the URL)
  await page.reload();
  await expect(page.getByTestId('search-keyword')).toHaveValue('ZZ');
  await expect(page.getByTestId('resource-table').locator('tbody tr.ant-table-row')).toHaveCount(1);

  // detail
  await tableRow(page, 'ZZ').getByTestId('row-detail').click();
  await expect(page.getByTestId('detail-nameEn')).toHaveText('E2E Republic');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('resource-detail')).toBeHidden();

  // export of the current search: a job whose progress is polled, then its file downloaded
  const exportDone = jobReaches(page, 'done');
  const exported = await downloadOf(page, () => page.getByTestId('resource-export').click());
  await exportDone;
  expect(exported.suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page.getByTestId('job-progress')).toBeHidden();

  // import a file with one bad row: the failure reason names its row and column, nothing is written
  await page.getByTestId('resource-import').click();
  const template = await downloadOf(page, () => page.getByTestId('import-template').click());
  const templatePath = join(dir, 'template.xlsx');
  await template.saveAs(templatePath);
  const bad = await importFileFromTemplate(
    templatePath,
    [
      { 'Two-letter code': 'ZY', 'Chinese name': '导入国', 'English name': 'Imported Land' },
      { 'Two-letter code': 'Z1', 'Chinese name': '坏行', 'English name': 'Bad Row' },
    ],
    join(dir, 'bad.xlsx'),
  );
  await page.getByTestId('import-check').click();
  await expect(page.getByText('Please upload a file')).toBeVisible();
  await page.locator('.ant-modal input[type=file]').setInputFiles(bad);
  const previewDone = jobReaches(page, 'done');
  await page.getByTestId('import-check').click();
  await previewDone;
  const failure = page.getByRole('dialog', { name: 'Failure reason' });
  await expect(failure).toBeVisible();
  const failureRow = failure.getByTestId('failure-table').locator('tbody tr.ant-table-row').first();
  await expect(failureRow.locator('td').nth(0)).toHaveText('1');
  await expect(failureRow.locator('td').nth(1)).toHaveText('3');
  await expect(failureRow.locator('td').nth(2)).toHaveText('Two-letter code');
  const sheet = await downloadOf(page, () => page.getByTestId('failure-export').click());
  expect(sheet.suggestedFilename()).toMatch(/\.csv$/);
  await page.getByTestId('failure-close').click();
  await expect(failure).toBeHidden();

  // import a good file in append mode
  const good = await importFileFromTemplate(
    templatePath,
    [{ 'Two-letter code': 'ZY', 'Chinese name': '导入国', 'English name': 'Imported Land' }],
    join(dir, 'good.xlsx'),
  );
  await page.locator('.ant-modal input[type=file]').setInputFiles(good);
  await page.getByTestId('import-check').click();
  await expect(page.getByTestId('import-preview')).toContainText('1 rows read');
  await page.getByTestId('import-mode-1').click();
  const confirmDone = jobReaches(page, 'done');
  await page.getByTestId('import-confirm').click();
  await confirmDone;
  await expect(page.getByTestId('import-preview')).toBeHidden();
  await page.getByTestId('search-keyword').fill('ZY');
  await page.getByTestId('search-submit').click();
  await expect(tableRow(page, 'ZY')).toContainText('Imported Land');

  // disable, then the status tabs count it
  await page.getByTestId('search-keyword').fill('ZZ');
  await page.getByTestId('search-submit').click();
  await tableRow(page, 'ZZ').locator('.ant-checkbox-input').check();
  await page.getByTestId('resource-disable').click();
  const disableConfirm = page.getByRole('dialog').filter({ hasText: 'Disable, continue?' });
  await disableConfirm.getByTestId('confirm-ok').click();
  await expect(tableRow(page, 'ZZ')).toContainText('No');
  await expect(page.getByTestId('status-disabled')).toHaveText('Disabled (1)');

  // delete after the Warning confirmation with its countdown
  await tableRow(page, 'ZZ').locator('.ant-checkbox-input').check();
  await page.getByTestId('resource-delete').click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Permanent delete, continue?' });
  await expect(confirm).toContainText('Warning');
  await expect(confirm.getByTestId('confirm-ok')).toBeDisabled();
  await expect(confirm.getByTestId('confirm-ok')).toBeEnabled({ timeout: 10_000 });
  await confirm.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('resource-table')).not.toContainText('E2E Republic');
  await expect(page.getByTestId('status-all')).toHaveText('All (0)');
});

test('a user without the country permission has no country screen', async ({ page }) => {
  await signIn(page, SERVICE);
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.getByTestId('menu-setting/basic/country')).toHaveCount(0);
  await page.goto('/setting/basic/country');
  await expect(page).toHaveURL('/404');
});
