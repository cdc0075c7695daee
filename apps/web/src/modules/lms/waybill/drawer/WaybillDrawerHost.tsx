import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '#web/shell/session/session-store.ts';
import { DEEP_LINK_PARAM, withoutDeepLink } from './deep-link.ts';

// the drawer and its tabs are fetched the first time a waybill is opened, not with the shell
const WaybillDrawer = lazy(() => import('./WaybillDrawer.tsx').then((m) => ({ default: m.WaybillDrawer })));

/**
 * The deep link of the waybill drawer: `?waybillId=<id>` on any page of either area opens the drawer
 * (customer drawer or staff detail by the signed-in user); closing it removes the parameter. Mounted
 * once in the shell layout, so print centre, work orders and notifications link to a waybill by URL.
 */
export function WaybillDrawerHost() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const waybillId = params.get(DEEP_LINK_PARAM);
  // once opened it stays mounted, so closing plays the drawer's own animation
  const [opened, setOpened] = useState(false);
  // an empty `?waybillId=` opens it too: the drawer answers it with the spec's "no id" message
  if (waybillId !== null && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <WaybillDrawer
        waybillId={waybillId ?? undefined}
        area={session.userType === 'customer' ? 'customer' : 'staff'}
        onClose={() => setParams((p) => withoutDeepLink(p), { replace: true })}
      />
    </Suspense>
  );
}
