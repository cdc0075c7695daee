import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { mount } from '#web/components/progress/jsdom-kit.tsx';
import { ensureSession } from '#web/shell/session/session-store.ts';

/**
 * Test support for list screens in jsdom (after `prepareDom`, inside `serveApi`): a signed-in staff
 * session, and a screen mounted at a URL whose current address the test can read.
 */

/** Answers of the session calls for a staff user holding `permissions` (for the `serveApi` handler). */
export function staffSessionAnswer(path: string, permissions: readonly string[]): unknown {
  if (path.startsWith('user/user/current'))
    return {
      userType: 'staff',
      user: { id: 'u1', code: 'admin', username: 'admin', name: 'Admin', userType: 'staff' },
    };
  if (path.startsWith('user/rolePermission/userPermissions')) return permissions;
  return undefined;
}

/** Signs the staff user in (the token, then the session calls). */
export async function signInStaff(): Promise<void> {
  localStorage.setItem('fd_token_staff', 'test-token');
  await ensureSession('staff');
}

function Probe({ onLocation }: { onLocation: (at: string) => void }) {
  const at = useLocation();
  onLocation(`${at.pathname}${at.search}`);
  return null;
}

/** Mounts a screen at `url` (path and query); `location()` answers the address it shows now. */
export async function mountAt(url: string, screen: ReactNode) {
  let current = url;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const unmount = await mount(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        {screen}
        <Probe
          onLocation={(at) => {
            current = at;
          }}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { unmount, location: () => current };
}

/** Lets answers arrive and render until `ready()` holds (or fails after ~2 s). */
export async function until(ready: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !ready(); i++)
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  if (!ready()) throw new Error('the screen did not come');
}

/** The value of a text input found by its `data-testid` (on the input or around it). */
export function inputValue(testId: string): string | undefined {
  const el = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  return el instanceof HTMLInputElement ? el.value : el?.querySelector('input')?.value;
}
