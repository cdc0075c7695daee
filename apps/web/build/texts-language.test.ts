import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type DomainExports, keepLanguage } from './texts-language.ts';

const SOURCE = `import { L, l } from '@freightdesk/domain';
export const texts = {
  role: { title: l('角色', 'Roles', "Vai trò"), customer: L.customer },
  count_one: singular('{{count}} role'),
  count_other: l('{{count}}个角色', '{{count}} roles', '{{count}} vai trò'),
};`;

describe('keepLanguage', () => {
  it('keeps one language of each l(zh, en, vi) and leaves domain labels to the runtime', () => {
    const vi = keepLanguage(SOURCE, 'vi-VN');
    expect(vi).toContain(`title: "Vai trò"`);
    expect(vi).toContain(`count_other: '{{count}} vai trò'`);
    expect(vi).toContain('customer: L.customer');
    expect(vi).not.toContain('Roles');
    expect(keepLanguage(SOURCE, 'zh-CN')).toContain(`title: '角色'`);
  });

  it('writes the English singular as its leaf, needing no import', () => {
    expect(keepLanguage(SOURCE, 'en-US')).toContain(
      `count_one: { 'en-US': '{{count}} role', singular: true }`,
    );
  });
});

describe('keepLanguage with the domain', () => {
  const domain = { L: { customer: { 'zh-CN': '客户', 'en-US': 'Customer', 'vi-VN': 'Khách hàng' } } };

  it('writes the domain labels a file names as their text and drops the import', () => {
    const en = keepLanguage(SOURCE, 'en-US', domain);
    expect(en).toContain('customer: "Customer"');
    expect(en).not.toContain('@freightdesk/domain');
    expect(keepLanguage(SOURCE, 'zh-CN', domain)).toContain('customer: "客户"');
  });

  it('writes a map of domain labels as a tree of texts', () => {
    const source = SOURCE.replace('customer: L.customer', 'labels: L');
    expect(keepLanguage(source, 'vi-VN', domain)).toContain('labels: {"customer":"Khách hàng"}');
  });

  it('reads a label imported under another name', () => {
    const source = SOURCE.replace('import { L, l }', 'import { L as Labels, l }').replace(
      'L.customer',
      'Labels.customer',
    );
    const en = keepLanguage(source, 'en-US', domain);
    expect(en).toContain('customer: "Customer"');
    expect(en).not.toContain('@freightdesk/domain');
  });

  it('reads a label by a number key', () => {
    const labels = {
      ...domain,
      STATUS: { 30: { 'zh-CN': '已取消', 'en-US': 'Cancelled', 'vi-VN': 'Đã hủy' } },
    };
    const source = SOURCE.replace('import { L, l }', 'import { L, l, STATUS }').replace(
      'L.customer',
      'STATUS[30]',
    );
    expect(keepLanguage(source, 'en-US', labels)).toContain('customer: "Cancelled"');
  });

  it('keeps the import while a domain name is not a label it can read', () => {
    const source = SOURCE.replace('L.customer', 'L.unknown');
    expect(keepLanguage(source, 'en-US', domain)).toContain(`from '@freightdesk/domain'`);
  });
});

describe('the screen texts of the app', () => {
  it('every texts file becomes strings only: each domain name it uses is a label the build can read', async () => {
    const domain = (await import('@freightdesk/domain')) as DomainExports;
    // the tests run from the repository (or the web app's folder)
    const src = [join(process.cwd(), 'apps/web/src'), join(process.cwd(), 'src')].find((d) => existsSync(d))!;
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.texts.ts'),
    );
    expect(files.length).toBeGreaterThan(20);
    const importing = files.filter((f) =>
      keepLanguage(readFileSync(join(src, f), 'utf8'), 'en-US', domain).includes('@freightdesk/domain'),
    );
    expect(importing, 'these texts would pull domain code into the texts chunks').toEqual([]);
  });
});
