/** How long one webhook call may take before it is abandoned (and tried again later). */
export const ROBOT_TIMEOUT_MS = 10_000;

/**
 * Posts a text to a WeCom or DingTalk robot webhook (both take `{msgtype: 'text', text: {content}}`
 * and answer `errcode` 0 when accepted). Anything else throws, so the task is tried again.
 */
export async function postRobot(url: string, content: string): Promise<string> {
  if (!/^https?:\/\//.test(url)) throw new Error('invalid robot webhook');
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ msgtype: 'text', text: { content } }),
    signal: AbortSignal.timeout(ROBOT_TIMEOUT_MS),
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`robot webhook answered HTTP ${res.status}`);
  const errcode = safeErrcode(body);
  if (errcode !== 0) throw new Error(`robot webhook refused: ${body.slice(0, 200)}`);
  return 'webhook';
}

function safeErrcode(body: string): number {
  try {
    const parsed = JSON.parse(body) as { errcode?: unknown };
    return typeof parsed.errcode === 'number' ? parsed.errcode : 0;
  } catch {
    return 0;
  }
}

/**
 * The built-in sandbox provider of the WeChat and SMS connector kinds: until a real provider is
 * configured, a delivery is only recorded (its row in `platform_notify_delivery` is what it "sent").
 */
export async function sendSandbox(): Promise<string> {
  return 'sandbox';
}
