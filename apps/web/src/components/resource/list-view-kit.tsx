import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { mount, serveApi } from '#web/components/progress/jsdom-kit.tsx';
import { ensureSession } from '#web/shell/session/session-store.ts';
import { setToken } from '#web/shell/session/token.ts';

/**
 * Test support for list screens keeping their state in the URL (jsdom, after `prepareDom`): the
 * screen opened at an address as after a reload, the bodies it posted, the address it shows now.
 */
export type Opened = {
  /** Bodies posted to each API path, in order. */
  posted: (path: string) => Record<string, unknown>[];
  /** The current address's query (`?…`). */
  search: () => string;
  unmount: () => Promise<void>;
};

/** The signed-in user of the screens opened by `openAt` (default: staff without permissions). */
export type SignedIn = { userType?: 'staff' | 'customer'; permissions?: string[] };

export async function openAt(
  url: string,
  screen: ReactNode,
  answer: (path: string) => unknown,
  signedIn: SignedIn = {},
): Promise<Opened> {
  const userType = signedIn.userType ?? 'staff';
  const user = { id: 'u1', code: 'U1', username: 'tester', name: 'Tester', userType };
  serveApi((path) => {
    if (path.startsWith('user/user/current')) return { user, userType };
    if (path.startsWith('user/rolePermission/userPermissions')) return signedIn.permissions ?? [];
    return answer(path);
  });
  setToken(userType, 'test-token');
  await ensureSession(userType);
  const served = globalThis.fetch as ReturnType<typeof vi.fn>;
  const router = createMemoryRouter([{ path: '*', element: screen }], { initialEntries: [url] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const unmount = await mount(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await settle();
  return {
    posted: (path) =>
      served.mock.calls
        .filter(
          ([u, init]) =>
            String(u)
              .replace(/^\/api\//, '')
              .startsWith(path) && init?.body,
        )
        .map(([, init]) => JSON.parse(String(init.body)) as Record<string, unknown>),
    search: () => router.state.location.search,
    unmount: async () => {
      await unmount();
      vi.unstubAllGlobals();
    },
  };
}

/** Lets queries, form validation and renders settle. */
export const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 80)));

/** The value of the input or text area with a test id (antd puts it on the input or on a wrapper). */
export function inputValue(testId: string): string {
  const el = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  const input =
    el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
      ? el
      : el?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  return input?.value ?? '';
}
