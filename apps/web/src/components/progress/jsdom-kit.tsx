import { App } from 'antd';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { resetCrypto, setRequestUi } from '#web/shell/request/http.ts';

/**
 * Test support for screens following jobs in jsdom: what antd needs that jsdom lacks, a React root
 * inside antd's `App`, and a fetch answering API calls (the tenant config, then the given handler).
 */

/** Once per file: act environment, matchMedia and ResizeObserver stand-ins (English texts: app/texts.setup.ts). */
export function prepareDom(): void {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  Object.defineProperty(globalThis, 'ResizeObserver', {
    configurable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: () => ({
      matches: false,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
    }),
  });
}

/** Answers each API call with `{code: 0, data}` from the handler (given the path below /api/ and the body). */
export function serveApi(handler: (path: string, body?: unknown) => unknown): void {
  resetCrypto();
  setRequestUi({ notify: vi.fn(), alert: vi.fn(), confirm: vi.fn(async () => true), loginExpired: vi.fn() });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace(/^\/api\//, '');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      const data = path.startsWith('common/tenant/currentConfig')
        ? { encryption: false }
        : handler(path, body);
      if (data instanceof Response) return data;
      return new Response(JSON.stringify({ code: 0, msg: '', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

/** Renders inside antd's App; answers the unmount. */
export async function mount(node: ReactNode): Promise<() => Promise<void>> {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root: Root = createRoot(host);
  await act(async () => root.render(<App>{node}</App>));
  return async () => {
    await act(async () => root.unmount());
    host.remove();
  };
}

/** The element with a `data-testid`, or null. */
export const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
