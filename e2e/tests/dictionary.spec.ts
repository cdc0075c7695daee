import { expect, test } from '@playwright/test';
import { ADMIN, clickMenu, signIn } from './helpers.ts';

test('a dictionary and its items: search, items beside the list, order, and the URL survives a reload', async ({
  page,
}) => {
  const type = `e2e${Date.now()}`;
  await signIn(page, ADMIN);
  await clickMenu(page, 'setting/basic/dictionary');
  await expect(page.getByTestId('dictionary-actions-sex')).toBeVisible();
  await expect(page.getByTestId('dictionary-actions-sex').getByTestId('dictionary-edit')).toHaveCount(0);

  await page.getByTestId('dictionary-create').click();
  await page.getByTestId('dictionary-form-number').fill(type);
  await page.getByTestId('dictionary-form-type').fill(type);
  for (const key of ['nameZh', 'nameEn', 'nameVi'])
    await page.getByTestId(`dictionary-form-${key}`).fill(`E2E ${key}`);
  await page.getByTestId('dictionary-form-submit').click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByTestId('search-keyword').fill(type);
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(`/setting/basic/dictionary?keyword=${type}`);
  await expect(page.getByTestId('resource-table')).not.toContainText('1001');
  const actions = page.getByTestId(`dictionary-actions-${type}`);
  await actions.getByTestId('dictionary-items').click();
  await expect(page).toHaveURL(new RegExp(`keyword=${type}&selected=`));

  for (const [index, code] of ['A', 'B'].entries()) {
    await page.getByTestId('items-add').click();
    await page.getByTestId(`item-${index}-code`).fill(code);
    for (const key of ['nameZh', 'nameEn', 'nameVi'])
      await page.getByTestId(`item-${index}-${key}`).fill(`${code} ${key}`);
  }
  await page.getByTestId('item-1-up').click();
  await page.getByTestId('items-save').click();
  await expect(page.getByText('Items saved')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('search-keyword')).toHaveValue(type);
  await expect(page.getByTestId('item-0-code')).toHaveValue('B');
  await expect(page.getByTestId('item-1-code')).toHaveValue('A');

  await actions.getByTestId('dictionary-delete').click();
  await page.getByRole('dialog').filter({ hasText: 'Warning' }).getByTestId('confirm-ok').click();
  await expect(page.getByTestId('resource-table')).not.toContainText(type);
  await expect(page.getByTestId('dictionary-items-panel')).toHaveCount(0);
});
