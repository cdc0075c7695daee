import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pdfPart as pdf, uploadFiles } from '../../../test/upload-kit.ts';
import { purgeTempFiles } from './file.service.ts';
import { databaseFileStore, localFileStore } from './file-store.ts';

function suite(label: string, storeDir: () => string | null) {
  describe(`files (${label} store)`, () => {
    let t: TestApp;
    let admin: string;
    let service: string;
    let demo: string;
    let lmsonly: string;
    beforeAll(async () => {
      const dir = storeDir();
      t = await createTestApp(dir ? { config: { fileStore: localFileStore(dir) } } : {});
      admin = await t.login('admin', 'Admin@123');
      service = await t.login('service', 'Service@123');
      demo = await t.login('demo', 'Demo@123', 'customer');
      lmsonly = await t.login('lmsonly', 'Lms@1234', 'customer');
    });
    afterAll(() => t.close());

    it('uploads several files and serves them back through a download link', async () => {
      const up = await uploadFiles(t, admin, [pdf('a.pdf', '%PDF a'), pdf('b.pdf', '%PDF bb')], {
        isTemp: 'false',
        from: 'test',
      });
      expect(up.code, up.msg).toBe(0);
      expect(up.data.map((f) => [f.fileName, f.size, f.isTemp])).toEqual([
        ['a.pdf', 6, false],
        ['b.pdf', 7, false],
      ]);
      const link = await t.get<{ url: string }>(
        '/common/file/getDownloadUrl',
        { id: up.data[1]!.id },
        { token: admin },
      );
      const path = new URL(link.data.url).pathname + new URL(link.data.url).search;
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.body).toBe('%PDF bb');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="b.pdf"/);
      const preview = await t.get<{ url: string }>(
        '/common/file/getPreviewUrl',
        { id: up.data[0]!.id },
        { token: admin },
      );
      const shown = await t.app.inject({
        method: 'GET',
        url: new URL(preview.data.url).pathname + new URL(preview.data.url).search,
      });
      expect(shown.headers['content-disposition']).toMatch(/^inline;/);
    });

    it('refuses no file, six files, a format not allowed and an empty file', async () => {
      expect((await uploadFiles(t, admin, [])).msg).toBe('Please upload a file');
      const six = Array.from({ length: 6 }, (_, i) => pdf(`${i}.pdf`));
      expect((await uploadFiles(t, admin, six)).msg).toBe('At most 5 files per upload');
      expect((await uploadFiles(t, admin, [{ name: 'run.exe', content: Buffer.from('MZ') }])).msg).toMatch(
        /^The format of run.exe is not allowed/,
      );
      expect((await uploadFiles(t, admin, [{ name: 'x.pdf', content: Buffer.alloc(0) }])).msg).toBe(
        'x.pdf is empty',
      );
    });

    it('refuses a file over 20 MB', async () => {
      const big = { name: 'big.pdf', content: Buffer.alloc(20 * 1024 * 1024 + 1, 1) };
      const res = await uploadFiles(t, admin, [big]);
      expect(res.code).not.toBe(0);
      expect(res.msg).toBe('A file cannot be larger than 20 MB');
    });

    it('needs a signed-in user', async () => {
      expect((await uploadFiles(t, null, [pdf()])).code).toBe(-9000);
    });

    it('lets only the uploader delete a file', async () => {
      const up = await uploadFiles(t, admin, [pdf()]);
      const id = up.data[0]!.id;
      expect((await t.post('/common/file/delete', { id }, { token: service })).msg).toBe(
        'Only the uploader can delete this file',
      );
      expect((await t.post('/common/file/delete', { id }, { token: admin })).code).toBe(0);
      expect((await t.get('/common/file/detail', { id }, { token: admin })).msg).toBe('Data does not exist');
    });

    it("never gives a customer another customer's file", async () => {
      const mine = (await uploadFiles(t, demo, [pdf('demo.pdf')])).data[0]!;
      expect((await t.get('/common/file/detail', { id: mine.id }, { token: demo })).code).toBe(0);
      for (const [url, q] of [
        ['/common/file/detail', { id: mine.id }],
        ['/common/file/getDownloadUrl', { id: mine.id }],
        ['/common/file/getPreviewUrl', { id: mine.id }],
      ] as const) {
        expect((await t.get(url, q, { token: lmsonly })).code, url).toBe(-1);
      }
      expect(
        (await t.post('/common/file/batchGetPreviewUrl', { ids: [mine.id] }, { token: lmsonly })).code,
      ).toBe(-1);
      expect((await t.post('/common/file/delete', { id: mine.id }, { token: lmsonly })).code).toBe(-1);
      // staff reach every file
      expect((await t.get('/common/file/detail', { id: mine.id }, { token: admin })).data).toMatchObject({
        fileName: 'demo.pdf',
      });
    });

    it('expires links after ten minutes', async () => {
      const up = await uploadFiles(t, admin, [pdf()]);
      const link = await t.get<{ url: string }>(
        '/common/file/getDownloadUrl',
        { id: up.data[0]!.id },
        { token: admin },
      );
      t.clock.advance(10 * 60_000 + 1);
      const res = await t.app.inject({
        method: 'GET',
        url: new URL(link.data.url).pathname + new URL(link.data.url).search,
        headers: { 'accept-language': 'en-US' },
      });
      expect(res.json().msg).toBe('The link has expired, please open it again');
    });

    it('purges temporary uploads after a day, keeping claimed ones', async () => {
      const temp = (await uploadFiles(t, admin, [pdf('temp.pdf')])).data[0]!;
      const kept = (await uploadFiles(t, admin, [pdf('kept.pdf')], { isTemp: 'false' })).data[0]!;
      t.clock.advance(24 * 3_600_000 + 1);
      const dir = storeDir();
      await purgeTempFiles(t.database.db, dir ? localFileStore(dir) : databaseFileStore, t.clock.now());
      admin = await t.login('admin', 'Admin@123');
      expect((await t.get('/common/file/detail', { id: temp.id }, { token: admin })).code).toBe(-1);
      expect((await t.get('/common/file/detail', { id: kept.id }, { token: admin })).code).toBe(0);
    });
  });
}

suite('database', () => null);

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fd-files-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
suite('local', () => dir);
