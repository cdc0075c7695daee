import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Row } from '../../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pdfPart, uploadFiles } from '../../../test/upload-kit.ts';

let t: TestApp;
let admin: string;
let demo: string;
let base: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  demo = await t.login('demo', 'Demo@123', 'customer');
  const roles = await t.post<{ id: string; code: string }[]>('/user/role/list', {}, { token: admin });
  const ops = await t.post<Page>(
    '/user/organization/search',
    { criteria: { keyword: 'OPS' } },
    { token: admin },
  );
  base = {
    name: 'Filed Employee',
    jobStatus: 'atWork',
    loginModes: ['normal'],
    departmentId: ops.data.records[0]!.id,
    roleId: roles.data.find((r) => r.code === 'customerService')!.id,
    password: 'Start@2024',
  };
});
afterAll(() => t.close());

describe('employee files (ID, diploma, other)', () => {
  it('keeps uploaded files with their type and claims them', async () => {
    const [id, diploma] = (await uploadFiles(t, admin, [pdfPart('id.pdf'), pdfPart('diploma.pdf')])).data;
    const files = [
      { fileId: id!.id, fileName: 'id.pdf', type: 'idCard' },
      { fileId: diploma!.id, fileName: 'diploma.pdf', type: 'diploma' },
    ];
    const created = await t.post<Row>(
      '/user/user/insert',
      { ...base, code: 'FILE1', username: 'file1', files },
      { token: admin },
    );
    expect(created.code, created.msg).toBe(0);
    expect(created.data.files).toEqual(files);
    const detail = await t.get<{ isTemp: boolean }>('/common/file/detail', { id: id!.id }, { token: admin });
    expect(detail.data.isTemp).toBe(false);
  });

  it('refuses a file type the field does not offer and a file the caller cannot reach', async () => {
    const [file] = (await uploadFiles(t, admin, [pdfPart('x.pdf')])).data;
    const badType = await t.post(
      '/user/user/insert',
      {
        ...base,
        code: 'FILE2',
        username: 'file2',
        files: [{ fileId: file!.id, fileName: 'x.pdf', type: 'selfie' }],
      },
      { token: admin },
    );
    expect(badType.msg).toBe('Type is not one of the allowed values');
    const missing = await t.post(
      '/user/user/insert',
      {
        ...base,
        code: 'FILE3',
        username: 'file3',
        files: [{ fileId: '00000000-0000-4000-8000-000000000000', fileName: 'x.pdf', type: 'other' }],
      },
      { token: admin },
    );
    expect(missing.msg).toBe('Files does not exist');
    // a customer user never reaches a staff upload
    const [staffFile] = (await uploadFiles(t, admin, [pdfPart('staff.pdf')])).data;
    expect((await t.get('/common/file/detail', { id: staffFile!.id }, { token: demo })).code).toBe(-1);
  });
});
