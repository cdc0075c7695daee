import { createCipheriv, randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, clickMenu, signIn, userMenu } from './helpers.ts';

function encrypt(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/** Sets `security.payloadEncryption` as the admin, encrypting the call whatever the current state. */
async function setEncryption(request: APIRequestContext, token: string, on: boolean) {
  const answer = await (await request.get('/api/whosyourdaddy')).json();
  const key = Buffer.from(answer.data.k, 'base64');
  const body = JSON.stringify({ key: 'security.payloadEncryption', value: on });
  const res = await request.post('/api/common/sysConfig/update', {
    headers: { token, cryptoSalt: answer.data.s, 'Content-Type': 'application/json' },
    data: { data: encrypt(key, body) },
  });
  expect((await res.json()).code).toBe(0);
}

const staffToken = (page: Page) => page.evaluate(() => localStorage.getItem('fd_token_staff') ?? '');

test('with payload encryption on, sign-in and screens work over encrypted calls', async ({
  page,
  request,
}) => {
  await signIn(page, ADMIN);
  const token = await staffToken(page);
  await setEncryption(request, token, true);
  try {
    // a plain call is refused now
    const plain = await request.post('/api/user/role/search', { headers: { token }, data: { page: 1 } });
    expect((await plain.json()).code).toBe(-1);

    const bodies: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/user/role/search'))
        bodies.push(`${r.headers().cryptosalt ?? ''}|${r.postData()}`);
    });
    await userMenu(page, 'logout');
    await expect(page).toHaveURL('/login');
    await signIn(page, ADMIN);
    await clickMenu(page, 'oa/role');
    await expect(page.getByTestId('resource-table')).toContainText('admin');
    expect(bodies.length).toBeGreaterThan(0);
    const [salt, body] = bodies[0]!.split('|');
    expect(salt).toBeTruthy();
    expect(JSON.parse(body!)).toEqual({ data: expect.any(String) });
    expect(body).not.toContain('"page"');
  } finally {
    await setEncryption(request, await staffToken(page), false);
  }
});
