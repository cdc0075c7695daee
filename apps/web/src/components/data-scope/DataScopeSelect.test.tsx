import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { byTestId, mount, prepareDom, serveApi } from '#web/components/progress/jsdom-kit.tsx';
import { DataScopeSelect } from './DataScopeSelect.tsx';
import { type GrantedScope, useDataScope } from './use-data-scope.ts';

/** A list's data scope picker: offered only for more than one granted scope, empty = every granted one. */

function Harness({ enabled }: { enabled: boolean }) {
  const scope = useDataScope(enabled);
  return (
    <>
      <DataScopeSelect scopes={scope.scopes} value={scope.scope} onChange={scope.setScope} />
      <span data-testid="asked">{scope.scopes.map((s) => s.code).join(',')}</span>
    </>
  );
}

const FOLLOWED: GrantedScope = { code: 'followed', name: 'Customers I follow', type: 'followed' };
const SELF: GrantedScope = { code: 'self', name: 'My records', type: 'employee' };
let unmount: () => Promise<void> = async () => {};
let calls: string[] = [];

async function render(scopes: GrantedScope[], enabled = true) {
  calls = [];
  serveApi((path) => {
    calls.push(path);
    return scopes;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  unmount = await mount(
    <QueryClientProvider client={client}>
      <Harness enabled={enabled} />
    </QueryClientProvider>,
  );
  await act(async () => new Promise((r) => setTimeout(r, 20)));
}

beforeAll(prepareDom);
afterEach(async () => {
  await unmount();
  vi.unstubAllGlobals();
});

describe('DataScopeSelect', () => {
  it('offers the granted scopes when there are several, none chosen meaning all of them', async () => {
    await render([FOLLOWED, SELF]);
    expect(calls).toEqual(['common/sysPermissionScope/mine']);
    const select = byTestId('data-scope-select');
    expect(select).not.toBeNull();
    expect(select!.textContent).toContain('All my data scopes');
  });

  it('shows nothing for a single granted scope, and asks nothing when the list is not scoped', async () => {
    await render([FOLLOWED]);
    expect(byTestId('data-scope-select')).toBeNull();
    expect(byTestId('asked')!.textContent).toBe('followed');
    await unmount();
    await render([FOLLOWED, SELF], false);
    expect(calls).toEqual([]);
    expect(byTestId('data-scope-select')).toBeNull();
  });
});
