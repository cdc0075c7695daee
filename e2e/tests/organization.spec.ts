import { expect, test } from '@playwright/test';
import { tableRow } from './entity-helpers.ts';
import { ADMIN, chooseOption, signIn, signOut } from './helpers.ts';

test('a department is added under HQ in the tree, a job position and an employee are created, and the employee signs in (then with a reset password)', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, ADMIN);

  // organisation tree: select HQ, add a sub-unit under it
  await page.goto('/oa/organization');
  // the first visit loads the screen's code: give a busy machine time
  await expect(page.getByTestId('org-node-HQ')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('org-add-child')).toBeDisabled();
  await page.getByTestId('org-node-HQ').click();
  await expect(page).toHaveURL(/parentId=/);
  await expect(page.getByTestId('resource-table')).toContainText('销售部 Sales');
  await page.getByTestId('org-add-child').click();
  const unitForm = page.getByRole('dialog', { name: 'New Organisation' });
  await expect(unitForm.getByTestId('form-parentId')).toContainText('深圳总部 Shenzhen HQ');
  await unitForm.getByTestId('form-code').fill('e2ed');
  await unitForm.getByTestId('form-name').fill('E2E Department');
  await unitForm.getByTestId('form-submit').click();
  await expect(unitForm).toBeHidden();
  await expect(page.getByTestId('org-node-E2ED')).toBeVisible();
  await expect(tableRow(page, 'E2ED')).toContainText('深圳总部 Shenzhen HQ');

  // job position with an approval role
  await page.goto('/oa/job-position');
  await page.getByTestId('resource-create').click();
  const positionForm = page.getByRole('dialog', { name: 'New Job position' });
  await page.getByTestId('form-code').fill('e2ep');
  await page.getByTestId('form-name').fill('E2E Position');
  await chooseOption(page, page.getByTestId('form-departmentId'), 'E2E Department');
  await chooseOption(page, page.getByTestId('form-approvalRoleIds'), 'System administrator');
  await page.keyboard.press('Escape');
  await page.getByTestId('form-submit').click();
  await expect(positionForm).toBeHidden();
  await expect(tableRow(page, 'E2EP')).toContainText('System administrator');

  // employee in that department, with an initial password
  await page.goto('/oa/employee');
  await page.getByTestId('resource-create').click();
  const employeeForm = page.getByRole('dialog', { name: 'New Employee' });
  await page.getByTestId('form-code').fill('E2E01');
  await page.getByTestId('form-name').fill('E2E Employee');
  await page.getByTestId('form-username').fill('e2eemployee');
  await chooseOption(page, page.getByTestId('form-departmentId'), 'E2E Department');
  await chooseOption(page, page.getByTestId('form-jobPositionId'), 'E2E Position');
  await chooseOption(page, page.getByTestId('form-roleId'), 'Customer service');
  await page.getByTestId('form-password').fill('weak');
  await page.getByTestId('form-submit').click();
  await expect(employeeForm.getByText('The password must be 8 to 64 characters')).toBeVisible();
  await page.getByTestId('form-password').fill('E2e@Start1');
  await page.getByTestId('form-submit').click();
  await expect(employeeForm).toBeHidden();
  await expect(tableRow(page, 'E2E01')).toContainText('E2E Department');

  // the new employee signs in with that password
  await signOut(page);
  await signIn(page, { username: 'e2eemployee', password: 'E2e@Start1', userType: 'staff' });

  // an administrator resets it; the employee signs in with the new one
  await signOut(page);
  await signIn(page, ADMIN);
  await page.goto('/oa/employee?keyword=E2E01');
  await tableRow(page, 'E2E01').locator('.ant-checkbox-input').check();
  await page.getByTestId('resource-resetPassword').click();
  const resetDialog = page.getByRole('dialog', { name: 'Reset the password of E2E Employee' });
  await resetDialog.getByTestId('reset-password-input').fill('E2e@Fresh2');
  await page.getByTestId('reset-password-submit').click();
  await expect(resetDialog).toBeHidden();
  await signOut(page);
  await signIn(page, { username: 'e2eemployee', password: 'E2e@Fresh2', userType: 'staff' });
});
